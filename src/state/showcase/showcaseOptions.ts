import type { UrlParams } from '../app/urlTypes';

/** Where the show is drawn: the wooden table, a chroma-key green, or nothing (OBS browser source). */
export type ShowcaseBackground = 'table' | 'green' | 'transparent';

export const SHOWCASE_BACKGROUNDS: readonly ShowcaseBackground[] = [
  'table',
  'green',
  'transparent',
];

/**
 * The curated show (`show=curated`, one click from the presenter bar): an Explore voyage the
 * quick (greedy) bot carries through the Finale to a Success (a unit test keeps it so). A show
 * without a seed is a fresh voyage each time; a named seed always replays the same show. The
 * strong bot reaches the Finale more often, but played as the page plays it (`playPageBots`) on
 * 110 Explore voyages (`voyage-3000` to `voyage-3109`, docs/balance.md) it scored no Success, its
 * best 243 VP, so the curated default show keeps the quick bot.
 */
export const DEFAULT_SHOWCASE_SEED = 'voyage-1772';

export interface ShowcaseOptions {
  bg: ShowcaseBackground;
  /** 'versus': the Imperialist 2-player variant, a bot on each side. */
  variant: 'solo' | 'versus';
  /** The curated show (`show=curated`, or its seed with no Motive or bot given): the quick bot. */
  curated: boolean;
  /** One line per bad parameter; the default is used instead. */
  problems: string[];
}

/** Reads the showcase-only URL parameters (`bg`, `variant`); the shared ones come from parseUrlOptions. */
export function parseShowcaseOptions(params: UrlParams): ShowcaseOptions {
  const problems: string[] = [];
  const raw = params.get('bg');
  let bg: ShowcaseBackground = 'table';
  if (raw !== null && raw !== '') {
    const found = SHOWCASE_BACKGROUNDS.find((b) => b === raw);
    if (found) bg = found;
    else
      problems.push(
        `Unknown bg "${raw}" (expected ${SHOWCASE_BACKGROUNDS.join(', ')}); using table.`,
      );
  }
  const rawVariant = params.get('variant');
  let variant: ShowcaseOptions['variant'] = 'solo';
  if (rawVariant === 'versus' || rawVariant === 'solo') variant = rawVariant;
  else if (rawVariant !== null && rawVariant !== '')
    problems.push(`Unknown variant "${rawVariant}" (expected solo, versus); using solo.`);
  const seed = params.get('seed');
  const curated =
    variant === 'solo' &&
    (params.get('show') === 'curated' || seed === DEFAULT_SHOWCASE_SEED) &&
    (!seed || seed === DEFAULT_SHOWCASE_SEED) &&
    !params.get('motive') &&
    !params.get('bot');
  return { bg, variant, curated, problems };
}

/** The seed of the show this page plays: the named one, the curated one, or a fresh one. */
export function showcaseSeed(named: string | null, curated: boolean, fresh: () => string): string {
  if (named) return named;
  return curated ? DEFAULT_SHOWCASE_SEED : fresh();
}

/** A fresh show's seed, readable on the status bar and reusable as `seed=`. */
export function freshShowSeed(random: Uint32Array): string {
  return `show-${((random[0] ?? 0) % 1_000_000).toString().padStart(6, '0')}`;
}
