import { pageSearch, queryOf, urlParams } from '../../state/app/pageUrl';

/** Parameters that follow the player from screen to screen: how the page runs, not which game. */
const CARRIED = ['quality', 'debug', 'speed', 'lang'] as const;

/** Screens with a pace of their own: a game's speed does not follow the player there. */
const SHOWS = ['replay', 'showcase'];

/**
 * The address of a screen (`{ mode: 'learn' }` → `?mode=learn`), keeping the current page's
 * quality, debug, speed (but into a show) and language. No parameters at all: the front door.
 */
export function modeHref(params: Record<string, string>, current: string = pageSearch()): string {
  const from = urlParams(current);
  const to: Record<string, string> = { ...params };
  const show = SHOWS.includes(params.mode ?? '');
  for (const name of CARRIED) {
    if (show && name === 'speed') continue;
    const value = from.get(name);
    if (value !== null && !(name in to)) to[name] = value;
  }
  const query = queryOf(to);
  return query ? `?${query}` : '/';
}

/** The front door, keeping how the page runs. */
export function menuHref(current?: string): string {
  return modeHref({}, current);
}
