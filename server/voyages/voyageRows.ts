import type { GameRecord } from '../../src/core/record';
import type { BoardQuery, StoredVoyage } from './BoardEntry';

/** The columns both stores keep, in this order (record last). */
export const VOYAGE_COLUMNS = [
  'id',
  'player_id',
  'name',
  'motive',
  'difficulty',
  'seed',
  'variant',
  'score',
  'level',
  'turns',
  'ending',
  'daily',
  'practice',
  'submitted_at',
  'winner',
  'pack',
  'record',
] as const;

export interface VoyageRow {
  id: string;
  player_id: string;
  name: string;
  motive: string;
  difficulty: string;
  seed: string;
  variant: string;
  score: number;
  level: string;
  turns: number;
  ending: string;
  daily: string | null;
  practice: number | boolean;
  submitted_at: string;
  winner: string | null;
  pack: string | null;
  record?: string;
}

export function voyageValues(v: StoredVoyage, record: GameRecord): unknown[] {
  return [
    v.id,
    v.playerId,
    v.name,
    v.motive,
    v.difficulty,
    v.seed,
    v.variant,
    v.score,
    v.level,
    v.turns,
    v.ending,
    v.daily,
    v.practice,
    v.submittedAt,
    v.winner ?? null,
    v.pack ?? null,
    JSON.stringify(record),
  ];
}

export function rowToVoyage(row: VoyageRow): StoredVoyage {
  return {
    id: row.id,
    playerId: row.player_id,
    name: row.name,
    motive: row.motive as StoredVoyage['motive'],
    difficulty: row.difficulty as StoredVoyage['difficulty'],
    seed: row.seed,
    variant: row.variant as StoredVoyage['variant'],
    score: Number(row.score),
    level: row.level,
    turns: Number(row.turns),
    ending: row.ending as StoredVoyage['ending'],
    daily: row.daily,
    practice: Boolean(row.practice),
    submittedAt: row.submitted_at,
    ...(row.winner ? { winner: row.winner as NonNullable<StoredVoyage['winner']> } : {}),
    ...(row.pack ? { pack: row.pack } : {}),
  };
}

/** WHERE clause (with `?` placeholders) and its values for a board. */
export function boardFilter(query: BoardQuery): { where: string; values: unknown[] } {
  switch (query.kind) {
    case 'daily':
      return { where: 'daily = ? AND NOT practice AND pack IS NULL', values: [query.date] };
    case 'seed':
      return packOnly('seed = ?', [query.seed], query.pack);
    case 'motive':
      return packOnly(
        'motive = ? AND difficulty = ?',
        [query.motive, query.difficulty],
        query.pack,
      );
  }
}

/** A board's clause kept to one pack's voyages, or to the built-in game's when none is named. */
function packOnly(
  where: string,
  values: unknown[],
  pack: string | undefined,
): { where: string; values: unknown[] } {
  return pack
    ? { where: `${where} AND pack = ?`, values: [...values, pack] }
    : { where: `${where} AND pack IS NULL`, values };
}

export const BOARD_ORDER = 'score DESC, turns DESC, submitted_at ASC, id ASC';

export const VOYAGE_TABLE_SQL = (practiceType: string) => `
  CREATE TABLE IF NOT EXISTS voyages (
    id TEXT PRIMARY KEY,
    player_id TEXT NOT NULL,
    name TEXT NOT NULL,
    motive TEXT NOT NULL,
    difficulty TEXT NOT NULL,
    seed TEXT NOT NULL,
    variant TEXT NOT NULL,
    score INTEGER NOT NULL,
    level TEXT NOT NULL,
    turns INTEGER NOT NULL,
    ending TEXT NOT NULL,
    daily TEXT,
    practice ${practiceType} NOT NULL,
    submitted_at TEXT NOT NULL,
    winner TEXT,
    pack TEXT,
    record TEXT NOT NULL
  )`;

/** Adds the content pack column to a table made before packs had boards (SQLite, Postgres). */
export const VOYAGE_PACK_COLUMN_SQL = 'ALTER TABLE voyages ADD COLUMN pack TEXT';

export const VOYAGE_INDEX_SQL = [
  'CREATE UNIQUE INDEX IF NOT EXISTS voyages_official ON voyages (player_id, daily) WHERE daily IS NOT NULL AND NOT practice',
  'CREATE INDEX IF NOT EXISTS voyages_by_daily ON voyages (daily, score DESC)',
  'CREATE INDEX IF NOT EXISTS voyages_by_seed ON voyages (seed, score DESC)',
  'CREATE INDEX IF NOT EXISTS voyages_by_motive ON voyages (motive, difficulty, score DESC)',
  'CREATE INDEX IF NOT EXISTS voyages_by_pack ON voyages (pack, motive, difficulty, score DESC)',
];

export const SELECT_COLUMNS = VOYAGE_COLUMNS.filter((c) => c !== 'record').join(', ');
