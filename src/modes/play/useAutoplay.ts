import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { chooseGreedy } from '../../core/bots/greedyPolicy';
import { chooseImperialist } from '../../core/bots/imperialistPolicy';
import { seedRng } from '../../core/rng';
import {
  decisionAtom,
  dispatchAtom,
  latestStateAtom,
  sessionReadAtom,
} from '../../state/game/gameAtoms';
import { seatsAtom } from '../../state/game/seatAtoms';

/** Bots answer the decisions of the seats they play (`autoplay=1` makes every seat a bot). */
export function useAutoplay(everySeat: boolean): void {
  const decision = useAtomValue(decisionAtom);
  const state = useAtomValue(latestStateAtom);
  const session = useAtomValue(sessionReadAtom);
  const seats = useAtomValue(seatsAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const rng = useRef<{ seed: string; rng: ReturnType<typeof seedRng> } | null>(null);
  useEffect(() => {
    if (!decision || !state || !session) return;
    if (!everySeat && seats[decision.seat] !== 'bot') return;
    if (rng.current?.seed !== session.setup.seed) {
      rng.current = { seed: session.setup.seed, rng: seedRng(`autoplay:${session.setup.seed}`) };
    }
    const policyRng = rng.current.rng;
    const timer = setTimeout(() => {
      const action =
        decision.seat === 'imperialist'
          ? chooseImperialist(state, decision, policyRng)
          : chooseGreedy(state, decision, policyRng);
      dispatch(action);
    }, 150);
    return () => clearTimeout(timer);
  }, [everySeat, seats, decision, state, session, dispatch]);
}
