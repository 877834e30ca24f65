import { commonDifficulty, type DifficultyAspects } from '../../core';
import type { MotiveId } from '../../core/data';
import { MEASURED_ODDS, type MeasuredOdds, type MeasuredOddsTable } from './measuredOdds';

export type MeasuredOddsLookup =
  | { kind: 'measured'; odds: MeasuredOdds; table: MeasuredOddsTable }
  /** The aspects are set to different levels: the table has whole difficulties only. */
  | { kind: 'mixed' }
  | { kind: 'unmeasured' };

/** The strong bot's measured rates for a Motive at a setup's difficulty, when there are some. */
export function measuredOddsFor(
  motive: MotiveId,
  difficulty: DifficultyAspects,
): MeasuredOddsLookup {
  const level = commonDifficulty(difficulty);
  if (level === 'mixed') return { kind: 'mixed' };
  const table = MEASURED_ODDS[level];
  return table ? { kind: 'measured', odds: table.byMotive[motive], table } : { kind: 'unmeasured' };
}
