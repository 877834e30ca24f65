import { allAspects, createGame, defaultSetup } from '../../../src/core/createGame';
import { currentDecision, stepInPlace } from '../../../src/core/engine';
import { policyFor } from '../../../src/core/bots/policyFor';
import { botRng } from '../../../src/kernel/seeds';
import type { GameState } from '../../../src/core/types';
import type { MotiveId } from '../../../src/core/data/types';

/**
 * A Normal game played by the greedy bots until `cardsLeft` cards remain in the Draw Pile (Act III);
 * `variant: 'versus'` (a Stern Motive) plays the Imperialist seat with its greedy bot too.
 */
export function lateGame(
  seed: string,
  motive: MotiveId,
  cardsLeft: number,
  variant: 'solo' | 'versus' = 'solo',
): GameState {
  const state = createGame(
    defaultSetup({
      seed,
      motive,
      difficulty: allAspects('normal'),
      ...(variant === 'versus' ? { variant } : {}),
    }),
  ).state;
  const rng = botRng('policy', seed, 0);
  const bots = {
    nautilus: policyFor('nautilus', 'greedy'),
    imperialist: policyFor('imperialist', 'greedy'),
  };
  for (let d = currentDecision(state); d && !state.result; d = currentDecision(state)) {
    if (state.drawPile.length <= cardsLeft && state.phase === 'action') break;
    stepInPlace(state, bots[d.seat](state, d, rng));
  }
  return state;
}
