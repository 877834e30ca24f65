import type { Action, Decision } from '../types';
import { randomInt, type RngState } from '../rng';

/** Picks uniformly among the legal options, from the policy's own generator (never the game's). */
export function chooseRandom(decision: Decision, rng: RngState): Action {
  const action = decision.options[randomInt(rng, decision.options.length)];
  if (!action) throw new Error(`Decision ${decision.kind} has no options`);
  return action;
}

/** `chooseRandom` for the playout contract: the index it would pick, from the same draw. */
export function chooseRandomIndex(decision: { count: number }, rng: RngState): number {
  return randomInt(rng, decision.count);
}
