import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { decisionAtom, latestStateAtom } from '../../state/nemo/gameAtoms';
import { answerAtom, currentStepAtom } from '../../state/learn/learnAtoms';
import { answerForClick } from '../../state/learn/clickAnswer';
import { selectedTargetAtom } from '../../state/nemo/tableInput';

/** Lesson table input: a click on the table answers the try-it (what is clickable: lessonSelectableAtom). */
export function useLessonBoard(): void {
  const step = useAtomValue(currentStepAtom);
  const decision = useAtomValue(decisionAtom);
  const [target, setTarget] = useAtom(selectedTargetAtom);
  const answer = useSetAtom(answerAtom);
  const store = useStore();

  useEffect(() => {
    if (!target) return;
    setTarget(null);
    const state = store.get(latestStateAtom);
    if (!state) return;
    const given = answerForClick(step, target, decision?.options ?? [], state);
    if (given) answer(given);
  }, [target, step, decision, answer, setTarget, store]);
}
