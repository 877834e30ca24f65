import type { Difficulty } from '../core/data';
import type { VoyageSummary } from '../core';

/** A board's difficulty: one level, or 'mixed' when the aspects differ. */
export type BoardDifficulty = Difficulty | 'mixed';

/** One ranked voyage on a board: what the board server sends (the player's id never leaves it). */
export interface BoardEntry {
  id: string;
  rank: number;
  name: string;
  motive: VoyageSummary['motive'];
  difficulty: BoardDifficulty;
  seed: string;
  variant: VoyageSummary['variant'];
  score: number;
  level: string;
  turns: number;
  ending: VoyageSummary['ending'];
  daily: string | null;
  practice: boolean;
  submittedAt: string;
  winner?: 'nautilus' | 'imperialist' | 'draw';
  /** The hash of the content pack it was played with (its own boards); absent: built-in. */
  pack?: string;
}
