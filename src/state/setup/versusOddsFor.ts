import { commonDifficulty, type DifficultyAspects, type VersusOptions } from '../../core';
import type { MotiveId } from '../../core/data';
import type { BotStrength } from '../bots/botStrength';
import { VERSUS_ODDS, VERSUS_ODDS_RUN, type VersusOdds } from './versusOdds';
import { versusOddsKey } from './versusOddsKey';

export type VersusOddsLookup =
  | { kind: 'measured'; odds: VersusOdds; date: string }
  /** The aspects are set to different levels: the table has whole difficulties only. */
  | { kind: 'mixed' }
  /** No games were played at this setting (or the variant toggles are on). */
  | { kind: 'unmeasured' };

/**
 * How bot-against-bot versus games ended at a setup's Motive, difficulty, gemstone penalty, our
 * handicap and bot strength, when they were measured (the table has the variant toggles off, and
 * the handicap for the quick bots only).
 */
export function versusOddsFor(
  motive: MotiveId,
  difficulty: DifficultyAspects,
  versus: VersusOptions,
  strength: BotStrength,
): VersusOddsLookup {
  const level = commonDifficulty(difficulty);
  if (level === 'mixed') return { kind: 'mixed' };
  if (versus.airship || versus.seaSerpent || versus.chezEmrich) return { kind: 'unmeasured' };
  const odds =
    VERSUS_ODDS[versusOddsKey(motive, level, versus.gemPenalty, strength, versus.handicap)];
  return odds && odds.games > 0
    ? { kind: 'measured', odds, date: VERSUS_ODDS_RUN.date }
    : { kind: 'unmeasured' };
}
