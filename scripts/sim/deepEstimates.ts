/**
 * The reference the coach and the review are measured against (issue 25 §4): every option of a
 * decision played the same number of times on the same sampled worlds (hidden state resampled
 * from what the seat can see, fresh future dice), with the search bot's playout and evaluation.
 * Unlike the page's search (sequential halving, so an option dropped early keeps a noisy
 * estimate), every option gets the full per-option budget, so its value is estimated equally well.
 * The playouts are the core's `pairedEstimates` (the coach's and the review's second pass use it at
 * the page's budgets); this is the sims' reference at a deep budget.
 */
import type { GameState, Action, Decision } from '../../src/core/types';
import type { RngState } from '../../src/core/rng';
import { pairedEstimates, type PairedBudget } from '../../src/core/bots/search/pairedEstimates';

export interface DeepEstimate {
  action: Action;
  playouts: number;
  /** Expected VP with a defeat before the Finale counted as 0 (what the coach sorts by). */
  expectedScore: number;
  /** Standard error of `expectedScore`. */
  stdError: number;
  finaleChance: number;
}

export type DeepBudget = PairedBudget;

/** Each option's value by uniform, paired playouts; in the decision's option order. */
export function deepEstimates(
  state: GameState,
  decision: Decision,
  rng: RngState,
  budget: DeepBudget,
): DeepEstimate[] {
  return pairedEstimates(state, decision, rng, budget).map((e) => ({
    action: e.action,
    playouts: e.playouts,
    expectedScore: e.expectedScore,
    stdError: e.stdError,
    finaleChance: e.finaleChance,
  }));
}
