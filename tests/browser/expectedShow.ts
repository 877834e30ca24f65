import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import type { MotiveId } from '../../src/core/data/types';
import { seedRng } from '../../src/core/rng';
import { policySeed } from '../../src/modes/showcase/showcasePolicies';

/** The show a seed produces, computed in Node with the same bot and seeds as the page. */
export function expectedShow(
  seed: string,
  motive: MotiveId,
): { turn: number; total: number | null; events: number } {
  const { state, events } = createGame(defaultSetup({ seed, motive }));
  const rng = seedRng(policySeed(seed, 'nautilus'));
  let count = events.length;
  for (let i = 0; i < 20_000 && !state.result; i++) {
    const decision = currentDecision(state);
    if (!decision) break;
    count += applyActionInPlace(state, chooseGreedy(state, decision, rng)).length;
  }
  return { turn: state.turn, total: state.result?.score?.total ?? null, events: count };
}
