import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { seedRng, type RngState } from '../../core/rng';
import type { Seat } from '../../core/types';
import {
  decisionAtom,
  dispatchAtom,
  latestStateAtom,
  sessionReadAtom,
} from '../../state/game/gameAtoms';
import { speedAtom, speedFactor } from '../../state/settings';
import { botStepTokenAtom, showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import { BOT_THINK_MS } from '../../state/showcase/showcaseTiming';
import { SHOWCASE_POLICIES, policySeed } from './showcasePolicies';

/**
 * The bot answers every decision once the table has shown everything so far. Each seat's bot
 * draws from its own generator seeded from the game seed, so the same URL makes the same
 * choices. Paused, it takes one decision per step request.
 */
export function useShowcaseBot(): void {
  const decision = useAtomValue(decisionAtom);
  const state = useAtomValue(latestStateAtom);
  const session = useAtomValue(sessionReadAtom);
  const paused = useAtomValue(showcasePausedAtom);
  const stepToken = useAtomValue(botStepTokenAtom);
  const speed = useAtomValue(speedAtom);
  const dispatch = useSetAtom(dispatchAtom);
  const rngs = useRef<{ seed: string; bySeat: Partial<Record<Seat, RngState>> } | null>(null);
  const usedToken = useRef(stepToken);

  useEffect(() => {
    if (!decision || !state || !session || state.result) return;
    const stepping = paused && stepToken !== usedToken.current;
    if (paused && !stepping) return;
    const seed = session.setup.seed;
    if (rngs.current?.seed !== seed) rngs.current = { seed, bySeat: {} };
    const bySeat = rngs.current.bySeat;
    const seat = decision.seat;
    const rng = (bySeat[seat] ??= seedRng(policySeed(seed, seat)));
    const act = () => {
      usedToken.current = stepToken;
      dispatch(SHOWCASE_POLICIES[seat](state, decision, rng));
    };
    const wait = stepping || speed === 'instant' ? 0 : BOT_THINK_MS / speedFactor(speed);
    const timer = setTimeout(act, wait);
    return () => clearTimeout(timer);
  }, [decision, state, session, paused, stepToken, speed, dispatch]);
}
