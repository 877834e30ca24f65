import { releaseReinforcements, scenario } from '../../../core/scenario';
import type { GameState } from '../../../core';

/**
 * A versus game at the Imperialist's actions, with both reinforcement groups arrived (their
 * ships in the bag) and no Squadron on the map or in the Tableau yet.
 */
export function versusLessonGame(seed: string): GameState {
  const state = scenario({ seed, motive: 'piracy', variant: 'versus', at: 'imperialistAction' });
  releaseReinforcements(state);
  for (const ocean of Object.values(state.oceans)) ocean.squadrons = [];
  if (state.imperialist) state.imperialist.tableau = [];
  return state;
}
