import type { GameState, Decision } from '../../types';
import { stepInPlace } from '../../engine';
import { cloneState } from '../../cloneState';
import type { RngState } from '../../rng';
import { drawWords, rngFromWords } from '../../../kernel/prng';
import { determinize } from './determinize';
import { evaluateState } from './evaluateState';
import {
  DEFAULT_HORIZON,
  DEFAULT_TURNS,
  FINALE_BONUS_VP,
  rolloutAction,
  type OptionEstimate,
} from './searchDecision';

/** An option's value from uniform, paired playouts, with the standard error of its mean. */
export interface PairedEstimate extends OptionEstimate {
  /** Standard error of `expectedScore`. */
  stdError: number;
}

export interface PairedBudget {
  /** Playouts of every option. */
  perOption: number;
  /** Same meaning as the search's: turns ahead before the evaluation (default 1), decision cap. */
  turns?: number;
  horizon?: number;
}

/**
 * Every option of `decision` played `perOption` times on the same sampled worlds (hidden state
 * resampled from what the seat can see, fresh future dice), with the search's playout and
 * evaluation: unlike the search's sequential halving, every option's value is estimated equally
 * well. The coach's and the review's second pass, and the sims' deep reference, use it.
 * In the decision's option order; estimates are for the Nautilus.
 */
export function pairedEstimates(
  state: GameState,
  decision: Decision,
  rng: RngState,
  budget: PairedBudget,
): PairedEstimate[] {
  const horizon = budget.horizon ?? DEFAULT_HORIZON;
  const stopTurn = state.turn + (budget.turns ?? DEFAULT_TURNS);
  const base = drawWords(rng);
  const sums = decision.options.map(() => ({ v: 0, v2: 0, chance: 0, score: 0 }));
  for (let k = 0; k < budget.perOption; k++) {
    const r = rngFromWords(base[0], base[1], base[2] ^ (k + 1), base[3] + 0x9e3779b9 * (k + 1));
    const world = determinize(state, r);
    const w = drawWords(r);
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
      s.score += e.finaleChance * e.finaleScore;
    });
  }
  const n = Math.max(1, budget.perOption);
  return decision.options.map((action, i) => {
    const s = sums[i] as (typeof sums)[number];
    const mean = s.v / n;
    const variance = n > 1 ? Math.max(0, (s.v2 - n * mean * mean) / (n - 1)) : 0;
    const chance = s.chance / n;
    const finaleScore = chance > 0 ? s.score / n / chance : 0;
    return {
      action,
      playouts: budget.perOption,
      expectedScore: mean,
      stdError: Math.sqrt(variance / n),
      finaleChance: chance,
      finaleScore,
      greedy: false,
      utility: chance * (finaleScore + FINALE_BONUS_VP),
    };
  });
}
