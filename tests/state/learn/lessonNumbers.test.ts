import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { HUNT_TEST } from '../../../src/core/data/actionTables';
import { exertDrmOf } from '../../../src/core/handlers/testHandlers';
import { CRUSH_DISSENT, IMPERIALIST_COSTS } from '../../../src/core/handlers/imperialistHandlers';
import { latestStateAtom, skipPlaybackAtom } from '../../../src/state/nemo/gameAtoms';
import {
  answerAtom,
  currentStepAtom,
  nextStepAtom,
  startLessonAtom,
  stepIndexAtom,
  stepViewAtom,
  visibleFeedbackAtom,
} from '../../../src/state/learn/learnAtoms';
import { lessonById } from '../../../src/state/learn/lessons/lessonCatalog';
import { possibleAnswers } from '../../../src/state/learn/rightAnswer';

/** Opens a lesson at the step with this id; returns the store. */
function openStep(lessonId: string, stepId: string) {
  const lesson = lessonById(lessonId);
  const index = lesson?.steps.findIndex((s) => s.id === stepId) ?? -1;
  expect(index, stepId).toBeGreaterThanOrEqual(0);
  const store = createStore();
  store.set(startLessonAtom, lessonId, index);
  store.set(skipPlaybackAtom);
  return store;
}

describe('the numbers a lesson states are the rules core’s', () => {
  test('“A turn at sea” promises the exert bonuses the core gives now (not +1)', () => {
    const store = openStep('turn-at-sea', 'roll');
    const state = store.get(latestStateAtom);
    const caption = store.get(stepViewAtom)?.caption ?? '';
    if (!state) throw new Error('no state');
    const bonuses = (['nemo', 'crew', 'hull'] as const).map((r) => exertDrmOf(state, r));
    expect(bonuses.some((b) => b > 1)).toBe(true);
    for (const b of bonuses.filter((v) => v > 0)) expect(caption).toContain(`+${b}`);
    if (!bonuses.includes(1)) expect(caption).not.toMatch(/\+1\b/);
  });

  test('the Imperialist lesson states the core’s Hunt and Crush Dissent costs and targets', () => {
    const hunt = openStep('imperialist-turn', 'hunt').get(stepViewAtom)?.caption ?? '';
    expect(hunt).toContain(`${IMPERIALIST_COSTS.hunt} IAP`);
    expect(hunt).toContain(`(${HUNT_TEST.target})`);
    const crush = openStep('imperialist-turn', 'crush-dissent').get(stepViewAtom)?.caption ?? '';
    expect(crush).toContain(`${IMPERIALIST_COSTS.crushDissent} IAP`);
    expect(crush).toContain(`(${CRUSH_DISSENT.target})`);
  });
});

describe('lessons agree with themselves', () => {
  test('the Sea Serpent and the Airship steps point at the pieces themselves, on the table', () => {
    for (const [stepId, ship, ocean] of [
      ['sea-serpent', 41, 'europeanSeas'],
      ['airship', 50, 'westernPacific'],
    ] as const) {
      const store = openStep('imperialist-map', stepId);
      const state = store.get(latestStateAtom);
      const view = store.get(stepViewAtom);
      expect(state?.oceans[ocean].slots, stepId).toContain(ship);
      expect(view?.highlights, stepId).toContainEqual({ kind: 'ship', id: ship });
      expect(view?.labels.map((l) => l.target)).toContainEqual({ kind: 'ship', id: ship });
    }
  });

  test('feedback never outlives the step after the one it answers', () => {
    const lesson = lessonById('imperialist-map');
    if (!lesson) throw new Error('no lesson');
    const store = createStore();
    store.set(startLessonAtom, lesson.id);
    let praised = 0;
    for (let index = 0; index < lesson.steps.length; index++) {
      store.set(skipPlaybackAtom);
      const shown = store.get(visibleFeedbackAtom);
      if (shown) {
        expect(shown.kind).toBe('right');
        expect(shown.step).toBe(index - 1);
        expect(shown.about).toBe(lesson.steps[index - 1]?.title);
        praised++;
      }
      const step = store.get(currentStepAtom);
      const state = store.get(latestStateAtom);
      if (!step || !state) throw new Error(`step ${index}`);
      if (step.tryIt) {
        const answers = possibleAnswers(step, state);
        const wrong = answers.find((a) => !step.tryIt?.check(a, state).ok);
        const right = answers.find((a) => step.tryIt?.check(a, state).ok);
        if (wrong) {
          store.set(answerAtom, wrong);
          expect(store.get(visibleFeedbackAtom)?.kind).toBe('wrong');
        }
        if (right) store.set(answerAtom, right);
      } else if (index < lesson.steps.length - 1) {
        store.set(nextStepAtom);
        expect(store.get(visibleFeedbackAtom), `after Next at ${step.id}`).toBeNull();
      }
      expect(store.get(stepIndexAtom)).toBe(index + (index < lesson.steps.length - 1 ? 1 : 0));
    }
    expect(praised).toBeGreaterThan(1);
  });
});
