import { DEFAULT_PORT } from '../../protocol/protocol';
import { pageAddress, pageLocation, pageUrl, queryOf } from '../app/pageUrl';

/** The game server the crew vote uses: `server=` as for online play, else this host at port 2567. */
export function crewEndpoint(): string {
  const named = pageUrl().online.server;
  if (named) return named;
  const location = pageLocation();
  const scheme = location.protocol === 'https:' ? 'https' : 'http';
  return `${scheme}://${location.hostname}:${DEFAULT_PORT}`;
}

/** The phone page's address for a room: this page with `mode=crew&room=CODE` (and its `server=`). */
export function crewLink(code: string): string {
  const url = new URL(pageAddress());
  const server = pageUrl().online.server;
  const query = queryOf({ mode: 'crew', room: code, ...(server ? { server } : {}) });
  return `${url.origin}${url.pathname}?${query}`;
}
