import { seedPick } from '../kernel/seeds';
import { allAspects, defaultSetup } from './createGame';
import type { GameSetup } from './types';
import { MOTIVE_IDS } from './data/motives';
import type { Difficulty, MotiveId } from './data/types';

/**
 * The voyage of the day is dealt by the server from a secret seed (server/daily/dailyDeal.ts):
 * the page never computes a day's seed. What follows takes the seed as its input.
 */
export interface DailyVoyage {
  /** The UTC date it belongs to, `YYYY-MM-DD`. */
  date: string;
  seed: string;
  motive: MotiveId;
  difficulty: Difficulty;
}

/** Normal most days, so the day's board compares like with like more often than not. */
const DAILY_DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'normal', 'normal', 'hard'];

/** The Motive and difficulty a day's seed picks (the same for everyone who plays that seed). */
export function dailyPicksOf(seed: string): { motive: MotiveId; difficulty: Difficulty } {
  return {
    motive: seedPick(seed, 'motive', MOTIVE_IDS),
    difficulty: seedPick(seed, 'difficulty', DAILY_DIFFICULTIES),
  };
}

/** The whole setup of a voyage of the day: every difficulty aspect at its level, no options. */
export function dailySetupOf(seed: string, motive: MotiveId, difficulty: Difficulty): GameSetup {
  return defaultSetup({ seed, motive, difficulty: allAspects(difficulty) });
}
