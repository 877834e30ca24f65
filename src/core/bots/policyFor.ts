import type { GameState, Seat, Action, Decision } from '../types';
import type { RngState } from '../rng';
import { chooseGreedy } from './greedyPolicy';
import { chooseImperialist } from './imperialistPolicy';
import { chooseRandom } from './randomPolicy';
import { chooseSearch, searchImperialist, type SearchBudget } from './search/searchDecision';

/** A bot: the action it takes for a decision, drawing its tie-breaks from `rng`. */
export type SeatPolicy = (state: GameState, decision: Decision, rng: RngState) => Action;

/** How hard a bot thinks: uniform choices, one-move lookahead, or playouts. */
export type BotStrength = 'random' | 'greedy' | 'search';

/**
 * The bot of `seat` at `strength`, for the page, the server, the sims and the balance scripts;
 * `budget` bounds a search bot's playouts.
 */
export function policyFor(
  seat: Seat,
  strength: BotStrength,
  budget: SearchBudget = {},
): SeatPolicy {
  if (strength === 'random') return (_state, decision, rng) => chooseRandom(decision, rng);
  if (strength === 'search') {
    const search = seat === 'imperialist' ? searchImperialist : chooseSearch;
    return (state, decision, rng) => search(state, decision, rng, budget);
  }
  return seat === 'imperialist' ? chooseImperialist : chooseGreedy;
}
