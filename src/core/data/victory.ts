import type { MotiveId, Provenance, VictoryLevelId, VictoryTable } from './types';

export const BASE_VICTORY_TABLE: VictoryTable = {
  id: 'base',
  bands: [
    { level: 'defeat', label: 'defeat', min: Number.NEGATIVE_INFINITY, max: 184 },
    { level: 'failure', label: 'failure', min: 185, max: 219 },
    { level: 'inconsequential', label: 'inconsequential', min: 220, max: 249 },
    { level: 'success', label: 'success', min: 250, max: 274 },
    { level: 'triumph', label: 'triumph', min: 275, max: null },
  ],
  provenance: { kind: 'published', source: 'seed 001 End of the Game; seed 004 ２）' },
};

export const JOURNEYS_END_VICTORY_TABLE: VictoryTable = {
  id: 'journeysEnd',
  bands: [
    { level: 'defeat', label: 'defeat', min: Number.NEGATIVE_INFINITY, max: 159 },
    { level: 'failure', label: 'failure', min: 160, max: 199 },
    { level: 'inconsequential', label: 'inconsequential', min: 200, max: 239 },
    { level: 'notable', label: 'notable', min: 240, max: 279 },
    { level: 'success', label: 'success', min: 280, max: 319 },
    { level: 'triumph', label: 'triumph', min: 320, max: null },
  ],
  provenance: { kind: 'published', source: 'seed 000 §8 (Epilogues)' },
};

/** Imperialist total = Draw Pile cards left + gemstones in the Imperialist Tableau (seed 000 §9). */
export const IMPERIALIST_VICTORY_TABLE: VictoryTable = {
  id: 'imperialist',
  bands: [
    { level: 'defeat', label: 'defeat', min: 0, max: 2 },
    { level: 'pyrrhic', label: 'pyrrhic', min: 3, max: 4 },
    { level: 'inconsequential', label: 'inconsequential', min: 5, max: 7 },
    { level: 'notable', label: 'notable', min: 8, max: 9 },
    { level: 'success', label: 'success', min: 10, max: 11 },
    { level: 'triumph', label: 'triumphant', min: 12, max: null },
  ],
  provenance: { kind: 'published', source: 'seed 000 §9' },
};

/** The level whose band holds `score` (bands are contiguous and ordered). */
export function victoryLevel(score: number, table: VictoryTable): VictoryLevelId {
  let found = table.bands[0];
  for (const band of table.bands) {
    if (score >= band.min && (band.max === null || score <= band.max)) return band.level;
    if (score >= band.min) found = band;
  }
  if (!found) throw new Error(`victory table ${table.id} has no bands`);
  return found.level;
}

/** One level lower in the same table (Imperialist win after a Nautilus Failure, seed 000 §7). */
export function lowerLevel(level: VictoryLevelId, table: VictoryTable): VictoryLevelId {
  const i = table.bands.findIndex((b) => b.level === level);
  return table.bands[Math.max(0, i - 1)]?.level ?? level;
}

/** Imperialist level after an automatic Nautilus defeat (seed 000 §7). */
export const IMPERIALIST_AUTOMATIC_VICTORY = {
  nadeenKilled: 'inconsequential',
  resourceExhausted: 'inconsequential',
  notoriety: 'notable',
  oceansFull: 'success',
} as const satisfies Record<string, VictoryLevelId>;

/** Versus scoring adjustments for the Nautilus (seed 000 §7). */
export const VERSUS_SCORING = {
  versusCardCharacterVp: 20,
  vpPerImperialistGemstone: { easy: -3, normal: -2, hard: -1 },
  /** Nautilus level → outcome. */
  outcome: {
    triumph: 'nautilusWins',
    success: 'nautilusWins',
    notable: 'nautilusWins',
    inconsequential: 'draw',
    failure: 'imperialistWinsOneLevelLower',
    defeat: 'imperialistWins',
  },
} as const;

/**
 * Our own versus handicap (issue 25 §3), offered because an uncontested Nautilus bot almost never
 * reaches Notable: the Nautilus' Finale level counts 1–3 levels higher for the verdict alone.
 * Off by default; the published levels and outcomes above are never changed by it.
 */
export const VERSUS_HANDICAP = {
  levels: [0, 1, 2, 3] as const,
  /** The Journey's End levels in order, lowest first (what a handicap counts up along). */
  order: ['defeat', 'failure', 'inconsequential', 'notable', 'success', 'triumph'] as const,
  provenance: {
    kind: 'designed',
    note: 'ours, issue 25 §3: a handicap for versus play, not in seed 000',
  } satisfies Provenance,
};

/** The level a versus verdict reads for the Nautilus at `level` with `handicap` levels added. */
export function handicappedLevel(level: VictoryLevelId, handicap: number): VictoryLevelId {
  const order: readonly VictoryLevelId[] = VERSUS_HANDICAP.order;
  const at = order.indexOf(level);
  if (at < 0 || handicap <= 0) return level;
  return order[Math.min(order.length - 1, at + handicap)] as VictoryLevelId;
}

/** Aliases of the tables (names used by the rules core). */
export const BASE_VICTORY_LEVELS = BASE_VICTORY_TABLE;
export const JOURNEYS_END_VICTORY_LEVELS = JOURNEYS_END_VICTORY_TABLE;

const JE_LEVEL_IDS = JOURNEYS_END_VICTORY_TABLE.bands.map((b) => b.level);

/** Key of an epilogue paragraph (the prose is not stored; ARCHITECTURE.md §2). */
export function epilogueKey(motive: MotiveId | 'imperialist', level: VictoryLevelId): string {
  return `epilogue.${motive}.${level}`;
}

const MOTIVE_KEYS: MotiveId[] = [
  'science',
  'explore',
  'antiImperialism',
  'war',
  'adventure',
  'humanist',
  'worldOrder',
  'piracy',
];

/** Epilogue keys per Motive and level (Journey's End columns include Notable). */
export const EPILOGUE_KEYS: Record<
  MotiveId,
  Partial<Record<VictoryLevelId, string>>
> = Object.fromEntries(
  MOTIVE_KEYS.map((m) => [m, Object.fromEntries(JE_LEVEL_IDS.map((l) => [l, epilogueKey(m, l)]))]),
) as Record<MotiveId, Partial<Record<VictoryLevelId, string>>>;

export const IMPERIALIST_EPILOGUE_KEYS: Partial<Record<VictoryLevelId, string>> =
  Object.fromEntries(
    IMPERIALIST_VICTORY_TABLE.bands.map((b) => [b.level, epilogueKey('imperialist', b.level)]),
  );
