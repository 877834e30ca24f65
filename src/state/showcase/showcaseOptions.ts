/** Where the show is drawn: the wooden table, a chroma-key green, or nothing (OBS browser source). */
export type ShowcaseBackground = 'table' | 'green' | 'transparent';

export const SHOWCASE_BACKGROUNDS: readonly ShowcaseBackground[] = [
  'table',
  'green',
  'transparent',
];

/** The same URL always produces the same show, so a showcase without a seed uses this one. */
export const DEFAULT_SHOWCASE_SEED = 'showcase';

export interface ShowcaseOptions {
  bg: ShowcaseBackground;
  /** One line per bad parameter; the default is used instead. */
  problems: string[];
}

/** Reads the showcase-only URL parameters (`bg`); the shared ones come from parseUrlOptions. */
export function parseShowcaseOptions(search: string): ShowcaseOptions {
  const raw = new URLSearchParams(search).get('bg');
  if (raw === null || raw === '') return { bg: 'table', problems: [] };
  const bg = SHOWCASE_BACKGROUNDS.find((b) => b === raw);
  if (bg) return { bg, problems: [] };
  return {
    bg: 'table',
    problems: [`Unknown bg "${raw}" (expected ${SHOWCASE_BACKGROUNDS.join(', ')}); using table.`],
  };
}
