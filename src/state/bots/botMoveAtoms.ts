import { atom } from 'jotai';
import { greedyFlipPolicy } from '../../flip';
import type { Seat } from '../../core/types';
import type { RngState } from '../../kernel/prng';
import { flipDispatchAtom, flipSession } from '../flip/flipAtoms';
import { nemoSession } from '../game/gameAtoms';
import { SEAT_POLICIES, seatBotRng } from './seatPolicies';

const seatRngsAtom = atom<{ seed: string; bySeat: Partial<Record<Seat, RngState>> } | null>(null);

/** The bot of the deciding seat takes its decision (Nemo's War). */
export const nemoBotMoveAtom = atom(null, (get, set) => {
  const session = get(nemoSession.sessionReadAtom);
  const decision = get(nemoSession.decisionAtom);
  if (!session || !decision || session.state.result) return;
  const seed = session.setup.seed;
  let rngs = get(seatRngsAtom);
  if (rngs?.seed !== seed) {
    rngs = { seed, bySeat: {} };
    set(seatRngsAtom, rngs);
  }
  const rng = (rngs.bySeat[decision.seat] ??= seatBotRng(seed, decision.seat));
  set(nemoSession.dispatchAtom, SEAT_POLICIES[decision.seat](session.state, decision, rng));
});

/** The greedy bot takes the deciding player's decision (Flip Voyage). */
export const flipBotMoveAtom = atom(null, (get, set) => {
  const state = get(flipSession.latestStateAtom);
  const decision = get(flipSession.decisionAtom);
  if (!state || !decision) return;
  set(flipDispatchAtom, greedyFlipPolicy(state, decision.player));
});

/** What the greedy bot would play for the deciding player now (Flip's debug hook). */
export const flipGreedyActionAtom = atom((get) => {
  const state = get(flipSession.latestStateAtom);
  const decision = state ? flipSession.engine.currentDecision(state) : null;
  return state && decision ? greedyFlipPolicy(state, decision.player) : null;
});
