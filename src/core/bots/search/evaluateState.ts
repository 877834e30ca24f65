import type { GameState } from '../../types';
import { MOTIVES } from '../../data/motives';
import { scoreGame } from '../../scoring';
import { SLACK, diceToCome, oceanSlack, regionSlacks } from '../slackModel';
import { OCEAN_IDS } from '../../data/types';
import { EVAL_WEIGHTS, type EvalWeights } from './evalWeights';

/** A position's worth to the Nautilus: chance to complete the Finale and the score expected then. */
export interface Evaluation {
  finaleChance: number;
  /** Expected final score given the Finale is reached. */
  finaleScore: number;
  /** Expected VP with a defeat before the Finale counted as 0 (what the search maximises). */
  value: number;
}

/** Names of the features, in the order `stateFeatures` returns them (weights in evalWeights.ts). */
export const FEATURE_NAMES = [
  'bias',
  'cardsLeft',
  'pariahRoom',
  'minRegionSlack',
  'slackMinusDice',
  'vpNow',
  'sinksPerTurn',
  'sinksPerTurnSq',
  'danger',
  'nemo',
  'crew',
  'hull',
  'characters',
  'notoriety',
  'slackLate',
] as const;

/** Everything a player can see that predicts the end: progress, danger, room, VP banked. */
export function stateFeatures(state: GameState): number[] {
  const r = state.resources;
  const pariah = MOTIVES[state.motive].pariah ?? 60;
  let slack = 0;
  for (const o of OCEAN_IDS) slack += oceanSlack(state, o);
  const minRegion = Math.min(...regionSlacks(state));
  const dice = diceToCome(state);
  // Ships to sink per turn left so that every Warship still finds a space (an empty space takes
  // about SLACK.empty dice): the "no space for a Warship" ending is a threshold on this rate.
  const sinks = Math.min(
    3,
    Math.max(0, dice - slack) / (SLACK.empty * Math.max(1, state.drawPile.length)),
  );
  const slackMinusDice = Math.max(-40, Math.min(40, slack - dice));
  return [
    1,
    state.drawPile.length,
    Math.min(pariah - state.notoriety, 20),
    Math.min(minRegion, 12),
    slackMinusDice,
    scoreGame(state).total,
    sinks,
    sinks * sinks,
    danger(r.nemo) + danger(r.crew) + danger(r.hull),
    r.nemo,
    r.crew,
    r.hull,
    state.characters.reduce((n, c) => n + (c.sacrificed ? 0 : 1), 0),
    state.notoriety,
    // The room in Act III alone, for evaluations that price it apart (the page's weighs it 0;
    // docs/balance.md, "Fourth pass").
    state.act === 3 ? slackMinusDice : 0,
  ];
}

/** How near a resource is to its red space: 4 at 1, 1 at 2, nothing from 3 up. */
const danger = (level: number) => Math.max(0, 3 - level) ** 2;

const dot = (w: readonly number[], x: number[]) => w.reduce((s, wi, i) => s + wi * (x[i] ?? 0), 0);

/** A finished game scores its result; a running one reads the fitted model (docs/balance.md). */
export function evaluateState(state: GameState, weights: EvalWeights = EVAL_WEIGHTS): Evaluation {
  if (state.result) {
    const score = state.result.score?.total ?? null;
    return score === null
      ? { finaleChance: 0, finaleScore: 0, value: 0 }
      : { finaleChance: 1, finaleScore: score, value: score };
  }
  const x = stateFeatures(state);
  const logit = dot(weights.finale, x);
  const finaleChance = 1 / (1 + Math.exp(-logit));
  const finaleScore = Math.max(0, dot(weights.score, x));
  return { finaleChance, finaleScore, value: finaleChance * finaleScore };
}
