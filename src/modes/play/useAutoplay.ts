import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { chooseGreedy } from '../../core/bots/greedyPolicy';
import { seedRng } from '../../core/rng';
import {
  decisionAtom,
  dispatchAtom,
  latestStateAtom,
  sessionReadAtom,
} from '../../state/game/gameAtoms';

/** With `autoplay=1` a greedy bot answers every decision, seeded from the game seed. */
export function useAutoplay(enabled: boolean): void {
  const decision = useAtomValue(decisionAtom);
  const state = useAtomValue(latestStateAtom);
  const session = useAtomValue(sessionReadAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const rng = useRef<ReturnType<typeof seedRng> | null>(null);
  useEffect(() => {
    if (!enabled || !decision || !state || !session) return;
    rng.current ??= seedRng(`autoplay:${session.setup.seed}`);
    const policyRng = rng.current;
    const timer = setTimeout(() => dispatch(chooseGreedy(state, decision, policyRng)), 150);
    return () => clearTimeout(timer);
  }, [enabled, decision, state, session, dispatch]);
}
