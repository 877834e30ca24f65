import { pageSearch, urlParams } from '../../state/app/pageUrl';
import { modeHref } from '../front/modeHref';

/** A screen's address like `modeHref`, also keeping `server=` (the board server in use). */
export function voyageHref(params: Record<string, string>, current: string = pageSearch()): string {
  const server = urlParams(current).get('server');
  return modeHref(server && !('server' in params) ? { ...params, server } : params, current);
}
