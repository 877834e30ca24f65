import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { stateHash } from '../../../src/core/hash';
import type { GameState } from '../../../src/core/types';
import { latestStateAtom, skipPlaybackAtom } from '../../../src/state/nemo/gameAtoms';
import {
  answerAtom,
  currentStepAtom,
  feedbackAtom,
  nextStepAtom,
  startLessonAtom,
  stepIndexAtom,
  stepViewAtom,
} from '../../../src/state/learn/learnAtoms';
import { LESSONS } from '../../../src/state/learn/lessons/lessonCatalog';
import type { HighlightTarget } from '../../../src/state/learn/lessonTypes';
import { possibleAnswers } from '../../../src/state/learn/rightAnswer';
import { answerForClick } from '../../../src/state/learn/clickAnswer';
import { actionOcean, actionShip } from '../../../src/state/nemo/toBoardView';
import { currentDecision } from '../../../src/core/engine';
import type { OceanId } from '../../../src/core/data/types';
import type { TableTarget } from '../../../src/state/table/boardView';

function targetExists(target: HighlightTarget, state: GameState): boolean {
  switch (target.kind) {
    case 'ocean':
      return target.id in state.oceans;
    case 'ship':
      return Object.values(state.oceans).some((o) => o.slots.includes(target.id));
    case 'squadron':
      return state.oceans[target.ocean].squadrons.includes(target.colour);
    case 'nautilus':
      return state.nautilus !== null;
    default:
      return true;
  }
}

describe.each(LESSONS.map((l) => [l.id, l] as const))('lesson %s', (id, lesson) => {
  test('every step shows existing targets, and each try-it accepts only the right move', () => {
    const store = createStore();
    store.set(startLessonAtom, id);
    let tries = 0;
    for (let index = 0; index < lesson.steps.length; index++) {
      store.set(skipPlaybackAtom);
      expect(store.get(stepIndexAtom)).toBe(index);
      const step = store.get(currentStepAtom);
      const state = store.get(latestStateAtom);
      const view = store.get(stepViewAtom);
      if (!step || !state || !view) throw new Error(`step ${index} did not open`);
      expect(view.caption.length).toBeGreaterThan(20);
      for (const target of view.highlights)
        expect(targetExists(target, state), JSON.stringify(target)).toBe(true);
      if (!step.tryIt) {
        if (index < lesson.steps.length - 1) store.set(nextStepAtom);
        continue;
      }
      tries++;
      const answers = possibleAnswers(step, state);
      const right = answers.filter((a) => step.tryIt?.check(a, state).ok);
      const wrong = answers.filter((a) => !step.tryIt?.check(a, state).ok);
      expect(right.length, step.id).toBeGreaterThan(0);
      expect(wrong.length, step.id).toBeGreaterThan(0);
      const before = stateHash(state);
      for (const answer of wrong) {
        expect(store.set(answerAtom, answer)).toBe(false);
        expect(store.get(feedbackAtom)?.kind).toBe('wrong');
        expect(store.get(stepIndexAtom)).toBe(index);
        expect(stateHash(store.get(latestStateAtom) as GameState)).toBe(before);
      }
      expect(store.set(answerAtom, right[0] as (typeof right)[number])).toBe(true);
      expect(store.get(feedbackAtom)?.kind).toBe('right');
    }
    expect(tries).toBeGreaterThan(0);
  });

  test('resuming at a later step rebuilds the same position as walking there', () => {
    const store = createStore();
    const last = lesson.steps.length - 1;
    store.set(startLessonAtom, id, last);
    expect(store.get(stepIndexAtom)).toBe(last);
    expect(store.get(latestStateAtom)).not.toBeNull();
  });
});

describe('lessons answer a click on the table', () => {
  test.each(LESSONS.map((l) => [l.id, l] as const))(
    '%s: every try-it about a place accepts a click on that place',
    (id, lesson) => {
      const store = createStore();
      store.set(startLessonAtom, id);
      const clicked: string[] = [];
      for (let index = 0; index < lesson.steps.length; index++) {
        store.set(skipPlaybackAtom);
        const step = store.get(currentStepAtom);
        const state = store.get(latestStateAtom);
        if (!step || !state) throw new Error(`step ${index} did not open`);
        const right = possibleAnswers(step, state).find((a) => step.tryIt?.check(a, state).ok);
        if (right) {
          const place: TableTarget | null =
            right.kind === 'ocean'
              ? { kind: 'ocean', id: right.ocean }
              : actionShip(state, right.action) !== null
                ? { kind: 'ship', id: actionShip(state, right.action) as number }
                : actionOcean(right.action)
                  ? { kind: 'ocean', id: actionOcean(right.action) as OceanId }
                  : null;
          if (place) {
            clicked.push(step.id);
            const given = answerForClick(step, place, currentDecision(state)?.options ?? [], state);
            expect(given && step.tryIt?.check(given, state).ok, `${step.id}`).toBe(true);
          }
          store.set(answerAtom, right);
        } else if (index < lesson.steps.length - 1) store.set(nextStepAtom);
      }
      expect(clicked.length).toBeGreaterThan(0);
      if (id === 'imperialist-turn')
        expect(clicked).toEqual(expect.arrayContaining(['move-squadron', 'hunt', 'crush-dissent']));
    },
  );
});
