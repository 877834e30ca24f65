import type { VoyageEnding } from '../../src/core/voyageSummary';

/** One ranked voyage on a board (the contract the page reads: /work docs in server/README.md). */
export interface BoardEntry {
  id: string;
  rank: number;
  name: string;
  motive: string;
  difficulty: 'easy' | 'normal' | 'hard' | 'mixed';
  seed: string;
  variant: 'solo' | 'versus';
  score: number;
  level: string;
  turns: number;
  ending: VoyageEnding;
  daily: string | null;
  practice: boolean;
  submittedAt: string;
  winner?: 'nautilus' | 'imperialist' | 'draw';
}

/** An entry as stored, before a board ranks it. */
export type VoyageEntry = Omit<BoardEntry, 'rank'>;

/** Score first, then turns survived, then the earlier submission; equal score and turns tie. */
export function rankEntries(entries: VoyageEntry[]): BoardEntry[] {
  const sorted = [...entries].sort(
    (a, b) => b.score - a.score || b.turns - a.turns || a.submittedAt.localeCompare(b.submittedAt),
  );
  let rank = 0;
  return sorted.map((entry, i) => {
    const previous = sorted[i - 1];
    if (!previous || previous.score !== entry.score || previous.turns !== entry.turns) rank = i + 1;
    return { ...entry, rank };
  });
}
