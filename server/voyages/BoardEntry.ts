import type { BoardEntry } from '../../src/protocol/boardEntry';
import type { GameRecord } from '../../src/core/record';
import { MASK } from '../../src/protocol/protocol';

export type { BoardDifficulty, BoardEntry } from '../../src/protocol/boardEntry';

/** One voyage as the store keeps it (the board adds its rank). */
export type StoredVoyage = Omit<BoardEntry, 'rank'> & { playerId: string };

/**
 * Which board: the day's official one, a seed's, or a Motive×difficulty one. A seed's and a
 * Motive's boards are the built-in game's unless `pack` names a content pack's hash: then they
 * are that pack's (the voyage of the day is always built-in).
 */
export type BoardQuery =
  | { kind: 'daily'; date: string }
  | { kind: 'seed'; seed: string; pack?: string }
  | { kind: 'motive'; motive: string; difficulty: string; pack?: string };

/** Durable voyages and their records, in the same database as the rooms. */
export interface VoyageStore {
  /** 'duplicate' when the player already has an official entry for that day. */
  add(voyage: StoredVoyage, record: GameRecord): Promise<'added' | 'duplicate'>;
  hasOfficial(playerId: string, date: string): Promise<boolean>;
  /** The board's voyages, best first (score desc, turns desc, submittedAt asc), at most `limit`. */
  board(query: BoardQuery, limit: number): Promise<StoredVoyage[]>;
  /** How many voyages on the board score more than `score` (rank − 1). */
  countAbove(query: BoardQuery, score: number): Promise<number>;
  get(id: string): Promise<{ voyage: StoredVoyage; record: GameRecord } | null>;
}

/** Ranks voyages already in board order: equal scores share a rank. */
export function rankVoyages(voyages: readonly StoredVoyage[]): BoardEntry[] {
  let rank = 0;
  return voyages.map((v, i) => {
    if (i === 0 || voyages[i - 1]!.score !== v.score) rank = i + 1;
    return toBoardEntry(v, rank);
  });
}

export function toBoardEntry(voyage: StoredVoyage, rank: number): BoardEntry {
  const { playerId: _hidden, ...shown } = voyage;
  return { ...shown, rank };
}

/** Board order, for stores and tests alike. */
export function compareVoyages(a: StoredVoyage, b: StoredVoyage): number {
  return (
    b.score - a.score ||
    b.turns - a.turns ||
    (a.submittedAt < b.submittedAt ? -1 : a.submittedAt > b.submittedAt ? 1 : 0)
  );
}

/**
 * An entry as it may be shown on `today`: an official voyage of the day still open keeps its
 * seed on the server (it is the day's secret seed), shown as MASK until the day closes.
 */
export function shownEntry(entry: BoardEntry, today: string): BoardEntry {
  return entry.daily !== null && !entry.practice && entry.daily >= today
    ? { ...entry, seed: MASK }
    : entry;
}
