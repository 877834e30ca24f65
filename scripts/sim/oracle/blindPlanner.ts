/**
 * The oracle's planner WITHOUT peeking (issue 25 §2): the same full-game greedy playouts as
 * `oraclePlayer.ts`, but every playout runs on a determinization (`determinize.ts`: the hidden
 * cards, bags and every future die drawn again from the planner's own stream), so it plans on
 * what a player can know. With no true future to follow, a remembered best line means nothing;
 * each option is scored by its mean over `worlds` sampled worlds (the same worlds for every
 * option: common random numbers). It splits the oracle's gap into planning and foresight.
 * Sim only, like the oracle.
 */
import type { GameState, Action, Decision } from '../../../src/core/types';
import { currentDecision, stepInPlace } from '../../../src/core/engine';
import { samePlain } from '../../../src/core/actionKey';
import { cloneState } from '../../../src/core/cloneState';
import { drawWords, nextUint32, rngFromWords, type RngState } from '../../../src/kernel/prng';
import { rolloutAction } from '../../../src/core/bots/search/searchDecision';
import { determinize } from '../../../src/core/bots/search/determinize';

export const DEFAULT_BLIND_WORLDS = 4;
const MAX_PLAYOUT_STEPS = 20_000;
/** A Finale is worth its score plus this; a defeat only how late it came (a small tie-break). */
const FINALE_BONUS = 200;

/** What an ended playout is worth to the Nautilus. */
export function playoutUtility(state: GameState): number {
  const score = state.result?.score?.total;
  if (score !== undefined) return FINALE_BONUS + score;
  return Math.max(0, (30 - state.drawPile.length) * 0.5);
}

/** The blind planner's pick: each option played to the end of the game in `worlds` sampled worlds. */
export function chooseBlind(
  state: GameState,
  decision: Decision,
  rng: RngState,
  worlds = DEFAULT_BLIND_WORLDS,
): Action {
  if (decision.options.length === 1) return decision.options[0] as Action;
  const base = drawWords(rng);
  const totals = decision.options.map(() => 0);
  let greedy = 0;
  for (let w = 0; w < worlds; w++) {
    const r = rngFromWords(base[0], base[1], base[2] ^ (w + 1), base[3] + 0x9e3779b9 * (w + 1));
    const world = determinize(state, r);
    if (w === 0) {
      // Ties go to the rule-of-thumb pick, asked on a sampled state (it never sees the real one).
      const d = currentDecision(world);
      const pick = d && rolloutAction(world, d, rngFromWords(...base));
      const i = pick ? decision.options.findIndex((o) => samePlain(o, pick)) : -1;
      if (i >= 0) greedy = i;
    }
    const words = [nextUint32(r), nextUint32(r), nextUint32(r), nextUint32(r)] as const;
    decision.options.forEach((option, i) => {
      const sim = cloneState(world);
      const policyRng = rngFromWords(...words);
      totals[i] = (totals[i] as number) + playOut(sim, option, policyRng);
    });
  }
  return decision.options[bestTotal(totals, greedy)] as Action;
}

/** Plays `option` on `sim` (in place) and the greedy playout to the end; its utility. */
export function playOut(sim: GameState, option: Action, policyRng: RngState): number {
  let d = stepInPlace(sim, option);
  for (let step = 0; d && step < MAX_PLAYOUT_STEPS; step++)
    d = stepInPlace(sim, rolloutAction(sim, d, policyRng));
  return playoutUtility(sim);
}

/** The index of the highest total; ties stay with `greedy` (the greedy bot's pick). */
export function bestTotal(totals: readonly number[], greedy: number): number {
  let best = greedy;
  for (let i = 0; i < totals.length; i++)
    if ((totals[i] as number) > (totals[best] as number)) best = i;
  return best;
}
