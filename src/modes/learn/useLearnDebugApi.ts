import { targetPoint } from '../../scene/director/targetPoint';
import { boardViewAtom } from '../../state/nemo/boardViewAtom';
import { cameraViewAtom } from '../../state/table/cameraViewAtom';
import { latestStateAtom, playbackDoneAtom } from '../../state/nemo/gameAtoms';
import { possibleAnswers } from '../../state/learn/rightAnswer';
import {
  currentLessonAtom,
  currentStepAtom,
  visibleFeedbackAtom,
  startLessonAtom,
  renderedHighlightsAtom,
  stepIndexAtom,
  stepViewAtom,
} from '../../state/learn/learnAtoms';
import { targetKey } from '../../state/learn/lessonTypes';
import type { DebugEntries } from '../../state/app/debugRegistry';
import { useDebugEntries, type PageStore } from '../shared/useDebugEntries';

function learnDebugEntries(store: PageStore): DebugEntries {
  const learn = () => {
    const step = store.get(currentStepAtom);
    const view = store.get(stepViewAtom);
    return {
      lesson: store.get(currentLessonAtom)?.id ?? null,
      stepCount: store.get(currentLessonAtom)?.steps.length ?? 0,
      step: store.get(stepIndexAtom),
      stepId: step?.id ?? null,
      tryIt: step?.tryIt?.input ?? null,
      play: Boolean(step?.play),
      highlights: (view?.highlights ?? []).map(targetKey),
      rendered: store.get(renderedHighlightsAtom),
      labels: (view?.labels ?? []).length,
      routes: (view?.routes ?? []).map((r) => ({
        legal: r.legal.length,
        blocked: r.blocked.length,
      })),
      feedback: store.get(visibleFeedbackAtom),
      idle: store.get(playbackDoneAtom),
      camera: store.get(cameraViewAtom),
    };
  };
  /** For each choice the panel lists, in its order: would the step accept it? */
  const learnVerdicts = () => {
    const step = store.get(currentStepAtom);
    const state = store.get(latestStateAtom);
    if (!step?.tryIt || !state) return [];
    return possibleAnswers(step, state).map((a) => step.tryIt?.check(a, state).ok ?? false);
  };
  /** Where the step's highlighted pieces lie on the table (table units), keyed by target. */
  const learnSpots = () => {
    const view = store.get(boardViewAtom);
    return (store.get(stepViewAtom)?.highlights ?? []).flatMap((target) => {
      const spot = targetPoint(target, view);
      return spot ? [{ key: targetKey(target), x: spot.x, z: spot.z }] : [];
    });
  };
  /** Opens a lesson at a step, as Continue in the menu does. */
  const learnGoTo = (id: string, step: number) => store.set(startLessonAtom, id, step);
  return { learn, learnVerdicts, learnSpots, learnGoTo };
}

/** `window.__nemo.learn()` with `debug=1`: the lesson, step, highlights and feedback. */
export function useLearnDebugApi(enabled: boolean): void {
  useDebugEntries(enabled, learnDebugEntries);
}
