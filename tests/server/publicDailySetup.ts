import { dailyPicksOf, dailySetupOf } from '../../src/core/dailyVoyage';
import type { GameSetup } from '../../src/core/types';

/**
 * The voyage of the day as anyone could compute it before issue 41 (`daily-DATE`, from code the
 * page shipped): what a cheater plans with. The server's real seed is a secret, so this is not it.
 */
export function publicDailySetup(date: string): GameSetup {
  const seed = `daily-${date}`;
  const { motive, difficulty } = dailyPicksOf(seed);
  return dailySetupOf(seed, motive, difficulty);
}
