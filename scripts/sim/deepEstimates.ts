/**
 * The reference the coach and the review are measured against (issue 25 §4): every option of a
 * decision played the same number of times on the same sampled worlds (hidden state resampled
 * from what the seat can see, fresh future dice), with the search bot's playout and evaluation.
 * Unlike the page's search (sequential halving, so an option dropped early keeps a noisy
 * estimate), every option gets the full per-option budget, so its value is estimated equally well.
 * Sim only: nothing under src/ imports it.
 */
import type { Action, Decision, GameState } from '../../src/core/types';
import { stepInPlace } from '../../src/core/engine';
import { cloneState } from '../../src/core/cloneState';
import { nextUint32, type RngState } from '../../src/core/rng';
import { rngFromWords } from '../../src/kernel/prng';
import { determinize } from '../../src/core/bots/search/determinize';
import { evaluateState } from '../../src/core/bots/search/evaluateState';
import { rolloutAction } from '../../src/core/bots/search/searchDecision';

export interface DeepEstimate {
  action: Action;
  playouts: number;
  /** Expected VP with a defeat before the Finale counted as 0 (what the coach sorts by). */
  expectedScore: number;
  /** Standard error of `expectedScore`. */
  stdError: number;
  finaleChance: number;
}

export interface DeepBudget {
  /** Playouts of every option. */
  perOption: number;
  /** Same meaning as the search's: turns ahead before the evaluation (default 1), decision cap. */
  turns?: number;
  horizon?: number;
}

function words(rng: RngState): [number, number, number, number] {
  return [nextUint32(rng), nextUint32(rng), nextUint32(rng), nextUint32(rng)];
}

/** Each option's value by uniform, paired playouts; in the decision's option order. */
export function deepEstimates(
  state: GameState,
  decision: Decision,
  rng: RngState,
  budget: DeepBudget,
): DeepEstimate[] {
  const horizon = budget.horizon ?? 80;
  const stopTurn = state.turn + (budget.turns ?? 1);
  const base = words(rng);
  const sums = decision.options.map(() => ({ v: 0, v2: 0, chance: 0 }));
  for (let k = 0; k < budget.perOption; k++) {
    const r = rngFromWords(base[0], base[1], base[2] ^ (k + 1), base[3] + 0x9e3779b9 * (k + 1));
    const world = determinize(state, r);
    const w = words(r);
    decision.options.forEach((action, i) => {
      const sim = cloneState(world);
      let d = stepInPlace(sim, action);
      const policyRng = rngFromWords(...w);
      for (let step = 0; step < horizon && d; step++) {
        if (sim.turn >= stopTurn && sim.phase === 'action') break;
        d = stepInPlace(sim, rolloutAction(sim, d, policyRng));
      }
      const e = evaluateState(sim);
      const s = sums[i] as (typeof sums)[number];
      s.v += e.value;
      s.v2 += e.value * e.value;
      s.chance += e.finaleChance;
    });
  }
  const n = Math.max(1, budget.perOption);
  return decision.options.map((action, i) => {
    const s = sums[i] as (typeof sums)[number];
    const mean = s.v / n;
    const variance = n > 1 ? Math.max(0, (s.v2 - n * mean * mean) / (n - 1)) : 0;
    return {
      action,
      playouts: budget.perOption,
      expectedScore: mean,
      stdError: Math.sqrt(variance / n),
      finaleChance: s.chance / n,
    };
  });
}
