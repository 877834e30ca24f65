import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { activeRollAtom } from '../../state/diceAtoms';
import { decisionAtom } from '../../state/game/gameAtoms';
import { diceInsetShownAtom } from '../../state/screenLayout';

/**
 * Play, versus and learn: the dice inset opens when dice roll and stays, with the result, through
 * the next decision; it closes once that decision is answered (unless that answer rolls again).
 */
export function useDiceInset(): void {
  const roll = useAtomValue(activeRollAtom);
  const decision = useAtomValue(decisionAtom);
  const setShown = useSetAtom(diceInsetShownAtom);
  const decided = useRef(false);

  useEffect(() => {
    if (!roll) return;
    decided.current = false;
    setShown(true);
  }, [roll, setShown]);

  useEffect(() => {
    if (decision) {
      decided.current = true;
      return;
    }
    if (decided.current && !roll) {
      decided.current = false;
      setShown(false);
    }
  }, [decision, roll, setShown]);

  useEffect(() => () => setShown(false), [setShown]);
}
