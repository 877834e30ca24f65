import { currentDecision, applyAction, type GameState } from '../../core';
import { OCEAN_IDS } from '../../core/data';
import type { LessonAnswer, LessonStep } from './lessonTypes';

/** Every answer the learner could give at a try-it step: each core option, or each Ocean. */
export function possibleAnswers(step: LessonStep, state: GameState): LessonAnswer[] {
  if (!step.tryIt) return [];
  if (step.tryIt.input === 'ocean') return OCEAN_IDS.map((ocean) => ({ kind: 'ocean', ocean }));
  return (currentDecision(state)?.options ?? []).map((action) => ({ kind: 'action', action }));
}

/** The first answer the step accepts (the lesson's own walk-through, and resuming a lesson). */
export function rightAnswer(step: LessonStep, state: GameState): LessonAnswer | null {
  return possibleAnswers(step, state).find((a) => step.tryIt?.check(a, state).ok) ?? null;
}

/**
 * Plays a step through on a plain state (no presentation): its edits, then its scripted
 * action or its right answer. Used to resume a lesson at a later step.
 */
export function playThrough(step: LessonStep, state: GameState): GameState {
  let s = step.enter ? step.enter(state) : state;
  if (step.play) return applyAction(s, step.play.action(s)).state;
  if (step.tryIt) {
    const answer = rightAnswer(step, s);
    const verdict = answer ? step.tryIt.check(answer, s) : null;
    if (verdict?.ok && verdict.action) s = applyAction(s, verdict.action).state;
  }
  return s;
}
