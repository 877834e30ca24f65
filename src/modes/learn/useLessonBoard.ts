import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { decisionAtom, latestStateAtom } from '../../state/game/gameAtoms';
import { actionOcean, actionShip } from '../../state/game/toBoardView';
import { answerAtom, currentStepAtom } from '../../state/learn/learnAtoms';
import { selectedTargetAtom } from '../../state/tableInput';

/** Lesson table input: a click on the table answers the try-it (what is clickable: lessonSelectableAtom). */
export function useLessonBoard(): void {
  const step = useAtomValue(currentStepAtom);
  const decision = useAtomValue(decisionAtom);
  const [target, setTarget] = useAtom(selectedTargetAtom);
  const answer = useSetAtom(answerAtom);
  const store = useStore();
  const input = step?.tryIt?.input ?? null;

  useEffect(() => {
    if (!target) return;
    setTarget(null);
    if (input === 'ocean' && target.kind === 'ocean') {
      answer({ kind: 'ocean', ocean: target.id });
      return;
    }
    const state = store.get(latestStateAtom);
    if (input !== 'decision' || !decision || !state) return;
    const matching = decision.options.filter((o) =>
      target.kind === 'ocean'
        ? actionOcean(o) === target.id
        : target.kind === 'ship'
          ? actionShip(state, o) === target.id
          : false,
    );
    if (matching.length === 1 && matching[0]) answer({ kind: 'action', action: matching[0] });
  }, [target, input, decision, answer, setTarget, store]);
}
