import { createGame } from '../createGame';
import { applyActionInPlace, currentDecision } from '../engine';
import { botRng } from '../../kernel/seeds';
import type { GameSetup } from '../types';
import { policyFor } from './policyFor';

/** Whether the quick (greedy) bot brings a game of this setup to the Finale (a scored end). */
export function quickBotReachesFinale(setup: GameSetup): boolean {
  const { state } = createGame(setup);
  const nautilus = policyFor('nautilus', 'greedy');
  const imperialist = policyFor('imperialist', 'greedy');
  const rng = botRng('policy', setup.seed, 0);
  const events: never[] = [];
  for (let step = 0; step < 20_000 && !state.result; step++) {
    const decision = currentDecision(state);
    if (!decision) break;
    const policy = decision.seat === 'imperialist' ? imperialist : nautilus;
    applyActionInPlace(state, policy(state, decision, rng), events);
    events.length = 0;
  }
  return state.result?.outcome === 'scored';
}

/** The seed of trial game `index` of a measurement (the same for a pack and the built-in game). */
export const trialSeed = (index: number): string => `finale-trial-${index}`;
