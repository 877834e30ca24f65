import { i18n } from '../../i18n/i18n';
import type { Action, GameState } from '../../core';
import type { LessonAnswer, TryVerdict } from './lessonTypes';

/** Some of the decision's options, and what the learner hears on picking one of them. */
export type AnswerRule = [covers: (action: Action) => boolean, says: (state: GameState) => string];

/**
 * A decision try-it's check: an option `right` covers is praised and played; any other option
 * hears why from the first `wrong` rule that covers it, else from `other`.
 */
export function decisionCheck(right: AnswerRule, wrong: AnswerRule[], other: () => string) {
  return (answer: LessonAnswer, state: GameState): TryVerdict => {
    if (answer.kind !== 'action') return { ok: false, why: i18n.t('lessons.pickListed') };
    const action = answer.action;
    if (right[0](action)) return { ok: true, action, praise: right[1](state) };
    const rule = wrong.find(([covers]) => covers(action));
    return { ok: false, why: rule ? rule[1](state) : other() };
  };
}
