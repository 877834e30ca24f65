import type { Difficulty, MotiveId } from '../../core/data';
import type { VersusHandicap, VersusOptions } from '../../core';
import type { BotStrength } from '../bots/botStrength';

type GemPenalty = VersusOptions['gemPenalty'];

/**
 * The key of one setting in the versus table (`versusOdds.ts`):
 * `motive/difficulty/gemPenalty/strength`, with `/h1`–`/h3` added for our designed handicap
 * (issue 25 §3); the published rules (handicap 0) keep the plain key.
 */
export type VersusOddsKey =
  | `${MotiveId}/${Difficulty}/${GemPenalty}/${BotStrength}`
  | `${MotiveId}/${Difficulty}/${GemPenalty}/${BotStrength}/h${Exclude<VersusHandicap, 0>}`;

export function versusOddsKey(
  motive: MotiveId,
  difficulty: Difficulty,
  gemPenalty: GemPenalty,
  strength: BotStrength,
  handicap: VersusHandicap = 0,
): VersusOddsKey {
  const base = `${motive}/${difficulty}/${gemPenalty}/${strength}` as const;
  return handicap > 0 ? `${base}/h${handicap as Exclude<VersusHandicap, 0>}` : base;
}
