import type { Difficulty } from '../../core/data';
import { commonDifficulty, type GameSetup } from '../../core';
import { packHash } from '../../core/content';
import type { BoardRef } from '../../state/voyage/voyageApi';

/** The difficulty a board files a setup under: its level when every aspect agrees. */
export function boardDifficulty(setup: GameSetup): Difficulty | 'mixed' {
  return commonDifficulty(setup.difficulty);
}

/** The known-seed boards a finished local voyage of this setup ranks on (a content pack's own, with one). */
export function boardsOfSetup(setup: GameSetup): BoardRef[] {
  const pack = setup.contentPack ? { pack: packHash(setup.contentPack) } : {};
  return [
    { kind: 'seed', seed: setup.seed, ...pack },
    { kind: 'motive', motive: setup.motive, difficulty: boardDifficulty(setup), ...pack },
  ];
}
