import type { Difficulty } from './data/types';
import type { DifficultyAspects } from './types';

/** A setup's difficulty when every aspect is at the same level, else "mixed". */
export function commonDifficulty(difficulty: DifficultyAspects): Difficulty | 'mixed' {
  const levels = new Set(Object.values(difficulty));
  const [only] = [...levels];
  return levels.size === 1 && only ? only : 'mixed';
}
