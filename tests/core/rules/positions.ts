import type { GameState } from '../../../src/core/types';
import { scenario } from '../../../src/core/scenario';
import type { newGame } from '../testGame';

export {
  emptyOceans as clearOceans,
  fillOcean,
  putShipAt,
  runFrame,
} from '../../../src/core/scenario';

/** A game waiting in the Action Phase; the map is emptied (ships back to the bag). */
export function quietActionPhase(setup: Parameters<typeof newGame>[0] = {}): GameState {
  return scenario({ seed: 'test', ...setup, at: 'action', emptyOceans: true });
}
