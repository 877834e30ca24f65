import { queryOf } from '../app/pageUrl';
import type { UrlParams } from '../app/urlTypes';
import { DEFAULT_SHOWCASE_SEED } from './showcaseOptions';

/** How the page looks and runs: every show link keeps these. */
const LOOK = ['bg', 'quality', 'lang', 'speed'] as const;
/** What kind of show it is: a new show of the same kind keeps these too (not the curated one). */
const KIND = ['variant', 'motive', 'bot', 'difficulty'] as const;

/** The presenter's links once a show has ended (query strings, each starting with `?`). */
export interface ShowLinks {
  /** The same voyage again, move for move (its seed named). */
  replay: string;
  /** A fresh voyage of the same kind (no seed: the page draws one). */
  fresh: string;
  /** The curated show. */
  curated: string;
}

function kept(params: UrlParams, keys: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) out[key] = value;
  }
  return out;
}

/** The curated show's address, keeping this page's background, quality, language and speed. */
export function curatedShowHref(params: UrlParams): string {
  return `?${queryOf({ mode: 'showcase', show: 'curated', ...kept(params, LOOK) })}`;
}

/**
 * Where the presenter can go from the show `seed` on a page with these parameters: the same show
 * again, a fresh one of the same kind, or the curated one. A curated show replays as itself.
 */
export function showLinks(params: UrlParams, seed: string, curated: boolean): ShowLinks {
  const look = kept(params, LOOK);
  const kind = kept(params, KIND);
  const replay =
    curated && seed === DEFAULT_SHOWCASE_SEED
      ? curatedShowHref(params)
      : `?${queryOf({ mode: 'showcase', ...kind, seed, ...look })}`;
  return {
    replay,
    fresh: `?${queryOf({ mode: 'showcase', ...kind, ...look })}`,
    curated: curatedShowHref(params),
  };
}
