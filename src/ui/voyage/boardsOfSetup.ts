import type { Difficulty } from '../../core/data';
import { commonDifficulty, type GameSetup } from '../../core';
import type { BoardRef } from '../../state/voyage/voyageApi';

/** The difficulty a board files a setup under: its level when every aspect agrees. */
export function boardDifficulty(setup: GameSetup): Difficulty | 'mixed' {
  return commonDifficulty(setup.difficulty);
}

/** The boards a finished voyage of this setup ranks on. */
export function boardsOfSetup(setup: GameSetup, daily: string | null): BoardRef[] {
  return [
    ...(daily ? [{ kind: 'daily' as const, date: daily }] : []),
    { kind: 'seed', seed: setup.seed },
    { kind: 'motive', motive: setup.motive, difficulty: boardDifficulty(setup) },
  ];
}
