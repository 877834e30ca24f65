import type {
  Difficulty,
  ResourceId,
  ResourceTrack,
  TrackSpace,
  TrackWord,
  VpCategory,
} from './types';

const SRC_TRACKS = 'reference §7 (S1 shipResources.json)';

const sp = (
  position: number,
  label: TrackWord,
  exertDrm: number | null,
  vp = 0,
  vpCategory: VpCategory | 'penalty' | null = vp < 0 ? 'penalty' : null,
): TrackSpace => ({ position, label, exertDrm, vp, vpCategory });

/**
 * Position 0 is the red defeat space; the marker starts on the highest position (leftmost box)
 * and moves toward 0 as the resource is lost. Exerting moves it half a box toward 0 (seed 001).
 */
export const RESOURCE_TRACKS: Record<ResourceId, ResourceTrack> = {
  nemo: {
    id: 'nemo',
    name: 'Nemo',
    start: 6,
    max: 6,
    spaces: [
      sp(0, 'broken', null),
      sp(1, 'unstable', 3, -10),
      sp(2, 'erratic', 3, -5),
      sp(3, 'steady', 3),
      sp(4, 'determined', 2),
      sp(5, 'strong', 2, 1, 'wonder'),
      sp(6, 'nemo', 2, 2, 'wonder'),
    ],
    provenance: { kind: 'published', source: SRC_TRACKS },
  },
  crew: {
    id: 'crew',
    name: 'Crew',
    start: 10,
    max: 10,
    spaces: [
      sp(0, 'killed', null),
      sp(1, 'spent', 1, -10),
      sp(2, 'spent', 1, -10),
      sp(3, 'tired', 1, -5),
      sp(4, 'tired', 1, -5),
      sp(5, 'fit', 2),
      sp(6, 'fit', 2),
      sp(7, 'fit', 2),
      sp(8, 'fresh', 3, 4, 'character'),
      sp(9, 'fresh', 3, 8, 'character'),
      sp(10, 'crew', 3, 12, 'character'),
    ],
    provenance: { kind: 'published', source: SRC_TRACKS },
  },
  hull: {
    id: 'hull',
    name: 'Hull',
    start: 10,
    max: 10,
    spaces: [
      sp(0, 'shattered', null),
      sp(1, 'listing', 1, -20),
      sp(2, 'listing', 1, -15),
      sp(3, 'listing', 1, -10),
      sp(4, 'seaworthy', 1, -5),
      sp(5, 'seaworthy', 1),
      sp(6, 'fightingTrim', 1),
      sp(7, 'fightingTrim', 1),
      sp(8, 'fightingTrim', 1, 1, 'science'),
      sp(9, 'shipshape', 2, 1, 'science'),
      sp(10, 'hull', 2, 2, 'science'),
    ],
    provenance: { kind: 'published', source: SRC_TRACKS },
  },
};

export const NOTORIETY = {
  min: 0,
  max: 51,
  /** An extra black placement die is rolled from this space on (seed 001, seed 004). */
  blackDie: 44,
  /** Every non-gray Warship flips to its purple side (seed 001, seed 004). */
  purpleFlip: 36,
  /** World Order: a Wonder token waits on each of these spaces (seed 000 §3). */
  wonderSpaces: [10, 13, 16, 19, 22, 25, 28, 31, 34, 37, 40, 43, 46],
} as const;

export const ACTION_POINTS = {
  max: 5,
  /** At most this many unused AP carry over to the next turn (seed 001, seed 004). */
  carryOver: 1,
  start: { easy: 2, normal: 1, hard: 0 } satisfies Record<Difficulty, number>,
} as const;

/** Tonnage track: 6 columns (one per Major Ocean, die order) × 6 spaces (reference §10). */
export const TONNAGE_TRACK = { columns: 6, spaces: 6 } as const;

/** Scourge of the Seas bonus by the number of completely filled columns (reference §10). */
export const SCOURGE_TABLE = [
  { column: 1, label: 'Inconvenience', vp: 8 },
  { column: 2, label: 'Nuisance', vp: 12 },
  { column: 3, label: 'Threat', vp: 17 },
  { column: 4, label: 'Danger', vp: 23 },
  { column: 5, label: 'Menace', vp: 30 },
  { column: 6, label: 'Scourge', vp: 40 },
] as const;

/** Scourge VP for the rightmost fully filled columns (World Order scores the two rightmost). */
export function scourgeVp(filledColumns: number, columnsScored: 1 | 2 = 1): number {
  let total = 0;
  for (let c = filledColumns; c > filledColumns - columnsScored && c >= 1; c--) {
    total += SCOURGE_TABLE[c - 1]?.vp ?? 0;
  }
  return total;
}

/** Salvage Point box holds at most 4 Ships (reference §4, S1). */
export const SALVAGE_BOX_SIZE = 4;
/** Uprising cubes in the available box at setup (seed 004 ⑨). */
export const UPRISING_CUBES = 10;
/** Gemstones on the Adventure Deck at setup (seed 001). */
export const ADVENTURE_DECK_GEMSTONES: Record<Difficulty, number> = { easy: 2, normal: 1, hard: 0 };
