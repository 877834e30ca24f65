import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { greedyFlipPolicy } from '../../flip';
import {
  flipDecisionAtom,
  flipDispatchAtom,
  flipLatestStateAtom,
} from '../../state/flip/flipAtoms';

/** With `autoplay=1` the greedy bot answers every decision for every seat. */
export function useFlipAutoplay(enabled: boolean, delayMs: number): void {
  const decision = useAtomValue(flipDecisionAtom);
  const state = useAtomValue(flipLatestStateAtom);
  const dispatch = useSetAtom(flipDispatchAtom);
  useEffect(() => {
    if (!enabled || !decision || !state || decision.kind === 'gameOver') return;
    const timer = setTimeout(() => dispatch(greedyFlipPolicy(state, decision.player)), delayMs);
    return () => clearTimeout(timer);
  }, [enabled, decision, state, dispatch, delayMs]);
}
