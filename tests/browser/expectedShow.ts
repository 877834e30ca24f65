import { createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import type { MotiveId } from '../../src/core/data/types';
import type { RngState } from '../../src/core/rng';
import type { Seat } from '../../src/core/types';
import { policyFor } from '../../src/core/bots/policyFor';
import { pageBotRng } from '../../src/kernel/seeds';

/** The show a seed produces, computed in Node with the same bots and seeds as the page. */
export function expectedShow(
  seed: string,
  motive: MotiveId,
  variant: 'solo' | 'versus' = 'solo',
): { turn: number; total: number | null; events: number } {
  const { state, events } = createGame(defaultSetup({ seed, motive, variant }));
  const rngs: Partial<Record<Seat, RngState>> = {};
  let count = events.length;
  for (let i = 0; i < 20_000 && !state.result; i++) {
    const decision = currentDecision(state);
    if (!decision) break;
    const rng = (rngs[decision.seat] ??= pageBotRng(seed, decision.seat));
    count += applyActionInPlace(
      state,
      policyFor(decision.seat, 'greedy')(state, decision, rng),
    ).length;
  }
  return { turn: state.turn, total: state.result?.score?.total ?? null, events: count };
}
