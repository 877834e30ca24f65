import type { Motive, MotiveId, Provenance } from './types';

const SRC_BASE = 'reference §9.1 (S1 motives.json; S10); act counts seed 001 Setup';

const base = (source = SRC_BASE): Provenance => ({ kind: 'published', source });

export const MOTIVES: Record<MotiveId, Motive> = {
  science: {
    id: 'science',
    name: 'Science',
    stern: false,
    vpAdjust: {
      warship: 0,
      nonWarship: -1,
      adventure: 1,
      treasure: 0,
      liberation: 3,
      science: 6,
      wonder: 4,
    },
    pariah: 26,
    startingUpgrade: 'monstrousDesign',
    act2Events: 10,
    act3Events: 6,
    provenance: base(),
  },
  explore: {
    id: 'explore',
    name: 'Explore',
    stern: false,
    vpAdjust: {
      warship: -1,
      nonWarship: 0,
      adventure: 0,
      treasure: 1,
      liberation: 3,
      science: 4,
      wonder: 7,
    },
    pariah: 36,
    startingUpgrade: 'hydroDrive',
    act2Events: 8,
    act3Events: 8,
    provenance: base(),
  },
  antiImperialism: {
    id: 'antiImperialism',
    name: 'Anti-Imperialism',
    stern: false,
    vpAdjust: {
      warship: 0,
      nonWarship: 2,
      adventure: 0,
      treasure: -1,
      liberation: 6,
      science: 2,
      wonder: 3,
    },
    pariah: 44,
    startingUpgrade: 'doubleHull',
    act2Events: 5,
    act3Events: 11,
    provenance: base(),
  },
  war: {
    id: 'war',
    name: 'War!',
    stern: false,
    vpAdjust: {
      warship: 2,
      nonWarship: 0,
      adventure: -1,
      treasure: 0,
      liberation: 4,
      science: 3,
      wonder: 2,
    },
    pariah: 51,
    startingUpgrade: 'periscopeDevice',
    act2Events: 3,
    act3Events: 13,
    provenance: base(),
  },
  adventure: {
    id: 'adventure',
    name: 'Adventure',
    stern: false,
    vpAdjust: {
      warship: 0,
      nonWarship: 0,
      adventure: 2,
      treasure: 1,
      liberation: 2,
      science: 3,
      wonder: 5,
    },
    pariah: 36,
    startingUpgrade: 'crystallineSensors',
    act2Events: 8,
    act3Events: 8,
    provenance: {
      kind: 'designed',
      note: 'Tile values, Pariah threshold and starting upgrade NOT FOUND: designed adventure-heavy. Act counts (8/8) are from seed 001.',
    },
  },
  humanist: {
    id: 'humanist',
    name: 'Humanist',
    stern: false,
    vpAdjust: {
      warship: 0,
      nonWarship: -1,
      adventure: 1,
      treasure: 0,
      liberation: 6,
      science: 4,
      wonder: 3,
    },
    pariah: 44,
    startingUpgrade: 'hospitalMachines',
    act2Events: 10,
    act3Events: 6,
    provenance: {
      kind: 'designed',
      note: 'Tile values, Pariah threshold and starting upgrade NOT FOUND: designed (sinking merchants penalised, Liberation and Adventures rewarded; softened after the balance check, docs/balance.md). Act counts (10/6) are from seed 001.',
    },
  },
  worldOrder: {
    id: 'worldOrder',
    name: 'World Order',
    stern: true,
    vpAdjust: {
      warship: 1,
      nonWarship: -1,
      adventure: 0,
      treasure: 0,
      liberation: 1,
      science: 4,
      wonder: 1,
    },
    pariah: 44,
    startingUpgrade: 'warRoom',
    act2Events: 5,
    act3Events: 11,
    provenance: base('seed 000 §2, §3, §5 (World Order Notoriety Defeat #44)'),
  },
  piracy: {
    id: 'piracy',
    name: 'Piracy',
    stern: true,
    vpAdjust: {
      warship: -1,
      nonWarship: 3,
      adventure: -1,
      treasure: 1,
      liberation: 3,
      science: 2,
      wonder: 1,
    },
    pariah: null,
    startingUpgrade: 'mapRoom',
    act2Events: 3,
    act3Events: 13,
    provenance: base('seed 000 §2, §3, §4 (no Notoriety Defeat)'),
  },
};

export const MOTIVE_IDS: readonly MotiveId[] = Object.keys(MOTIVES) as MotiveId[];

/** Motive-specific rule switches (keys for the rules core; seed 001 and seed 000). */
export const MOTIVE_RULES = {
  /** Hidden Ships in the Nautilus' Ocean count as one Warship for DRMs. */
  piracyHiddenShipsCountAsWarship: ['piracy'],
  /** Notoriety gains during the Action Phase are tripled. */
  tripleActionPhaseNotoriety: ['humanist'],
  /** Lull Turn: 2 AP, no board Lull discounts; Adventure tokens in play. */
  adventureTokens: ['adventure'],
  /** Ally tokens in the Treasure bag, Wonders on the Notoriety track, Incite draws a Treasure. */
  allies: ['worldOrder'],
  /** Scourge VP for the two rightmost filled Tonnage columns. */
  twoScourgeColumns: ['worldOrder'],
  /** Humanist end-game VP for upside-down (parleyed) Ships. */
  parleyScoring: ['humanist'],
  /** May flip the Diplomacy marker back by returning an Uprising cube. */
  diplomacyRecovery: ['science', 'explore', 'adventure', 'humanist'],
} as const satisfies Record<string, readonly MotiveId[]>;
