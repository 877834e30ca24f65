import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { activeRollAtom } from '../../state/table/diceAtoms';
import { decisionAtom } from '../../state/nemo/gameAtoms';
import { diceInsetShownAtom } from '../../state/app/screenLayout';

/**
 * Play, versus and learn: the dice inset opens when dice roll and leaves once the roll is resolved,
 * when the next decision arrives, so the decision gets the dock's room back.
 */
export function useDiceInset(): void {
  const roll = useAtomValue(activeRollAtom);
  const decision = useAtomValue(decisionAtom);
  const setShown = useSetAtom(diceInsetShownAtom);
  const rolled = useRef(false);

  useEffect(() => {
    if (!roll) return;
    rolled.current = true;
    setShown(true);
  }, [roll, setShown]);

  useEffect(() => {
    if (decision && !roll && rolled.current) {
      rolled.current = false;
      setShown(false);
    }
  }, [decision, roll, setShown]);

  useEffect(() => () => setShown(false), [setShown]);
}
