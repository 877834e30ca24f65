import type { Action, GameState } from '../../core';
import type { TableTarget } from '../table/boardView';
import { actionOcean, actionShip } from '../nemo/toBoardView';
import type { LessonAnswer, LessonStep } from './lessonTypes';

/** The options a click on `target` points at. */
function optionsAt(target: TableTarget, options: readonly Action[], state: GameState): Action[] {
  return options.filter((o) =>
    target.kind === 'ocean'
      ? actionOcean(o) === target.id
      : target.kind === 'ship'
        ? actionShip(state, o) === target.id
        : false,
  );
}

/**
 * A click on the table as a lesson answer: an Ocean try-it takes the Ocean; a decision try-it
 * takes the option there that the step accepts, else the first option there (so that the
 * learner hears why it is wrong); null when the click points at no option.
 */
export function answerForClick(
  step: LessonStep | null,
  target: TableTarget,
  options: readonly Action[],
  state: GameState,
): LessonAnswer | null {
  const input = step?.tryIt?.input ?? null;
  if (input === 'ocean')
    return target.kind === 'ocean' ? { kind: 'ocean', ocean: target.id } : null;
  if (input !== 'decision' || !step?.tryIt) return null;
  const here = optionsAt(target, options, state).map((action): LessonAnswer => ({
    kind: 'action',
    action,
  }));
  return here.find((a) => step.tryIt?.check(a, state).ok) ?? here[0] ?? null;
}
