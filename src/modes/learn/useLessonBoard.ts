import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { OCEAN_IDS } from '../../core/data/types';
import { boardViewAtom } from '../../state/boardViewAtom';
import { decisionAtom, latestStateAtom } from '../../state/game/gameAtoms';
import { actionOcean, actionShip } from '../../state/game/toBoardView';
import { answerAtom, currentStepAtom } from '../../state/learn/learnAtoms';
import { selectedTargetAtom } from '../../state/tableInput';

const NOTHING = { oceans: [], ships: [], cards: [] };

/**
 * Lesson table input: outside a try-it nothing is selectable (the lesson's own highlights
 * speak); an Ocean try-it makes every Ocean clickable; a decision try-it keeps the rules core's
 * targets. A click on the table answers the try-it.
 */
export function useLessonBoard(): void {
  const step = useAtomValue(currentStepAtom);
  const view = useAtomValue(boardViewAtom);
  const decision = useAtomValue(decisionAtom);
  const [target, setTarget] = useAtom(selectedTargetAtom);
  const answer = useSetAtom(answerAtom);
  const store = useStore();
  const input = step?.tryIt?.input ?? null;

  useEffect(() => {
    const wanted =
      input === 'ocean' ? { oceans: [...OCEAN_IDS], ships: [], cards: [] } : input ? null : NOTHING;
    if (!wanted) return;
    const now = view.selectable;
    if (now.oceans.length === wanted.oceans.length && now.ships.length === 0) return;
    store.set(boardViewAtom, { ...view, selectable: wanted });
  }, [view, input, store]);

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
