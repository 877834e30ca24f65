import { allAspects, createGame, defaultSetup } from '../../../src/core/createGame';
import { currentDecision, stepInPlace } from '../../../src/core/engine';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { botRng } from '../../../src/kernel/seeds';
import type { GameState } from '../../../src/core/types';
import type { MotiveId } from '../../../src/core/data/types';

/** A Normal game played by the greedy bot until `cardsLeft` cards remain in the Draw Pile (Act III). */
export function lateGame(seed: string, motive: MotiveId, cardsLeft: number): GameState {
  const state = createGame(defaultSetup({ seed, motive, difficulty: allAspects('normal') })).state;
  const rng = botRng('policy', seed, 0);
  for (let d = currentDecision(state); d && !state.result; d = currentDecision(state)) {
    if (state.drawPile.length <= cardsLeft && state.phase === 'action') break;
    stepInPlace(state, chooseGreedy(state, d, rng));
  }
  return state;
}
