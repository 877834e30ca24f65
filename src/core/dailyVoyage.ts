import { dailyPick, dailySeed } from '../kernel/seeds';
import { allAspects, defaultSetup } from './createGame';
import type { GameSetup } from './types';
import { MOTIVE_IDS } from './data/motives';
import type { Difficulty, MotiveId } from './data/types';

export interface DailyVoyage {
  /** The UTC date it belongs to, `YYYY-MM-DD`. */
  date: string;
  seed: string;
  motive: MotiveId;
  difficulty: Difficulty;
}

/** Normal most days, so the day's board compares like with like more often than not. */
const DAILY_DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'normal', 'normal', 'hard'];

/** The voyage of the day for a UTC date: the same seed, Motive and difficulty for everyone. */
export function dailyVoyage(date: string): DailyVoyage {
  return {
    date,
    seed: dailySeed(date),
    motive: dailyPick(date, 'motive', MOTIVE_IDS),
    difficulty: dailyPick(date, 'difficulty', DAILY_DIFFICULTIES),
  };
}

/** The whole setup of the voyage of the day: every difficulty aspect at its level, no options. */
export function dailySetup(date: string): GameSetup {
  const voyage = dailyVoyage(date);
  return defaultSetup({
    seed: voyage.seed,
    motive: voyage.motive,
    difficulty: allAspects(voyage.difficulty),
  });
}
