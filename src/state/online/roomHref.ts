import { queryOf, urlParams } from '../app/pageUrl';

/** The page address for a room: the lobby link to share (no seat, no delay). */
export function roomHref(
  pageUrl: string,
  code: string,
  extra: Record<string, string> = {},
): string {
  const url = new URL(pageUrl);
  const keep: Record<string, string> = { mode: 'online', room: code };
  const server = urlParams(url.search).get('server');
  if (server) keep.server = server;
  for (const [k, v] of Object.entries(extra)) keep[k] = v;
  return `${url.origin}${url.pathname}?${queryOf(keep)}`;
}
