import { i18n } from '../../i18n/i18n';
import { atom, type Getter, type Setter } from 'jotai';
import type { GameState } from '../../core';
import { cameraViewAtom } from '../table/cameraViewAtom';
import {
  dispatchAtom,
  installSessionAtom,
  latestStateAtom,
  messageAtom,
  playbackDoneAtom,
  shownStateAtom,
} from '../nemo/gameAtoms';
import { tableSettledAtom } from '../nemo/tablePose';
import { loadProgress, recordStep, saveProgress, type LearnProgress } from './learnProgress';
import { lessonById } from './lessons/lessonCatalog';
import {
  resolve,
  type HighlightTarget,
  type LessonAnswer,
  type RouteOverlay,
  type StepLabel,
} from './lessonTypes';
import { playThrough } from './rightAnswer';

export const lessonIdAtom = atom<string | null>(null);
export const stepIndexAtom = atom(0);
/**
 * The answer to the last try: why a wrong move is wrong, or praise for the right one, with the
 * index of the step that was tried.
 */
export const feedbackAtom = atom<{ kind: 'wrong' | 'right'; text: string; step: number } | null>(
  null,
);
export const progressAtom = atom<LearnProgress>(loadProgress());

export const currentLessonAtom = atom((get) => lessonById(get(lessonIdAtom) ?? '') ?? null);
export const currentStepAtom = atom((get) => {
  const lesson = get(currentLessonAtom);
  return lesson?.steps[get(stepIndexAtom)] ?? null;
});

export interface StepView {
  caption: string;
  highlights: HighlightTarget[];
  labels: StepLabel[];
  routes: RouteOverlay[];
}

/** The current step resolved against the shown state: what the table and panel display. */
export const stepViewAtom = atom<StepView | null>((get) => {
  const step = get(currentStepAtom);
  const state = get(shownStateAtom);
  if (!step || !state) return null;
  return {
    caption: resolve(step.caption, state),
    highlights: resolve(step.highlights, state),
    labels: step.labels ? resolve(step.labels, state) : [],
    routes: step.routes ? resolve(step.routes, state) : [],
  };
});

function install(set: Setter, state: GameState): void {
  set(installSessionAtom, { setup: state.setup, actions: [], state, events: [], undoFloor: 0 });
}

/** Opens step `index` of the current lesson: its position edits, its camera, its progress. */
function enterStep(get: Getter, set: Setter, index: number): void {
  const lesson = get(currentLessonAtom);
  const step = lesson?.steps[index];
  if (!lesson || !step) return;
  set(stepIndexAtom, index);
  set(feedbackAtom, null);
  const state = get(latestStateAtom);
  if (step.enter && state) install(set, step.enter(state));
  set(cameraViewAtom, step.camera ?? { kind: 'table' });
  const progress = recordStep(get(progressAtom), lesson.id, index, lesson.steps.length);
  set(progressAtom, progress);
  saveProgress(progress);
}

/** Starts (or restarts) a lesson from its prepared position; `atStep` resumes further on. */
export const startLessonAtom = atom(null, (get, set, id: string, atStep?: number) => {
  const lesson = lessonById(id);
  if (!lesson) return;
  let state = lesson.build();
  const target = Math.max(0, Math.min(atStep ?? 0, lesson.steps.length - 1));
  for (const step of lesson.steps.slice(0, target)) state = playThrough(step, state);
  set(lessonIdAtom, id);
  set(feedbackAtom, null);
  install(set, state);
  enterStep(get, set, target);
});

export const leaveLessonAtom = atom(null, (_get, set) => {
  set(lessonIdAtom, null);
  set(feedbackAtom, null);
  set(cameraViewAtom, { kind: 'table' });
});

/** True when the learner may press Next (or the step's play button) now. */
export const canAdvanceAtom = atom((get) => {
  const step = get(currentStepAtom);
  const lesson = get(currentLessonAtom);
  if (!step || !lesson || step.tryIt || !get(playbackDoneAtom)) return false;
  return Boolean(step.play) || get(stepIndexAtom) < lesson.steps.length - 1;
});

/** Next: plays the step's scripted action if it has one, then opens the next step. */
export const nextStepAtom = atom(null, (get, set) => {
  if (!get(canAdvanceAtom)) return;
  const step = get(currentStepAtom);
  const state = get(latestStateAtom);
  if (!step || !state) return;
  if (step.play && !set(dispatchAtom, step.play.action(state))) return;
  set(feedbackAtom, null);
  enterStep(get, set, get(stepIndexAtom) + 1);
});

/**
 * The learner's move at a try-it step. Only the right move is applied and advances the
 * lesson; a wrong one is explained and changes nothing.
 */
export const answerAtom = atom(null, (get, set, answer: LessonAnswer): boolean => {
  const step = get(currentStepAtom);
  const state = get(latestStateAtom);
  if (!step?.tryIt || !state || !get(playbackDoneAtom)) return false;
  const verdict = step.tryIt.check(answer, state);
  if (!verdict.ok) {
    set(feedbackAtom, { kind: 'wrong', text: verdict.why, step: get(stepIndexAtom) });
    return false;
  }
  if (verdict.action && !set(dispatchAtom, verdict.action)) {
    const why = get(messageAtom)?.text ?? i18n.t('lessons.rulesRefuse');
    set(messageAtom, null);
    set(feedbackAtom, { kind: 'wrong', text: why, step: get(stepIndexAtom) });
    return false;
  }
  const tried = get(stepIndexAtom);
  enterStep(get, set, tried + 1);
  set(feedbackAtom, { kind: 'right', text: verdict.praise, step: tried });
  return true;
});

/**
 * The feedback the panel shows now: a wrong try only on its own step; praise only on the step
 * right after it, headed by the title of the step it answers, so nothing from an earlier step
 * lingers beside the current one; praise only once the table has staged the move.
 */
export const visibleFeedbackAtom = atom((get) => {
  const feedback = get(feedbackAtom);
  const index = get(stepIndexAtom);
  if (!feedback) return null;
  // A right answer's praise speaks of the move it plays: it waits for the table to show it.
  if (feedback.kind === 'right' && !get(tableSettledAtom)) return null;
  if (feedback.kind === 'wrong' && feedback.step === index) return { ...feedback, about: null };
  if (feedback.kind === 'right' && feedback.step === index - 1) {
    const about = get(currentLessonAtom)?.steps[feedback.step]?.title ?? null;
    return { ...feedback, about };
  }
  return null;
});

/** Keys of the highlight targets the scene has placed on the table (for tests and checks). */
export const renderedHighlightsAtom = atom<string[]>([]);
