/**
 * The search bot given the cards: a FAIR-CEILING bound for the Nautilus seat (issue 25, third
 * pass). It is the search bot (`chooseSearch`, the page's strong bot) with one change: its sampled
 * worlds keep the TRUE Draw Pile and Adventure deck order, Hidden Ship identities, the Ship,
 * Treasure and token bags and the Upgrade deck, and redraw only the dice. So it CHEATS on the
 * cards (it is a bound, not a bot) but not on the dice. Sim only, never in the page.
 *
 * Its game must roll its dice from a stream of their own (`splitDice`, as for the card oracle):
 * the rules' generator then only draws from bags, so the bag order is a fixed fact it may know,
 * and each world only replaces the dice. A world's dice are a plain array (copied with the
 * state), so every option's playout in world j meets the same dice (the search's common random
 * numbers); a playout that rolls past them falls back on the bag generator, inside the lookahead
 * only.
 */
import type { GameState, Action, Decision } from '../../../src/core/types';
import { cloneState } from '../../../src/core/cloneState';
import { rollD6, type RngState } from '../../../src/core/rng';
import { childRng } from '../../../src/core/bots/search/determinize';
import { chooseSearch, type SearchBudget } from '../../../src/core/bots/search/searchDecision';

export const SEARCH_CARDS_NOTE =
  'search-cards = fair-ceiling bound: the search bot whose sampled worlds keep the true deck order, bag draws and Hidden Ships (it CHEATS on the cards) and redraw only the dice; a bound, not a bot';

/** Dice per world: a lookahead to the next turn's Action Phase rolls far fewer. */
export const WORLD_DICE = 256;

/** One world for the search: the true state (cards, bags, their generator) with fresh dice. */
export function keepCards(state: GameState, rng: RngState): GameState {
  const copy = cloneState(state);
  const dice = childRng(rng);
  copy.forcedRolls = Array.from({ length: WORLD_DICE }, () => rollD6(dice));
  return copy;
}

/** The search bot's pick, planned on worlds that know the cards (see above). */
export function chooseSearchCards(
  state: GameState,
  decision: Decision,
  rng: RngState,
  budget: SearchBudget = {},
): Action {
  return chooseSearch(state, decision, rng, { ...budget, sample: keepCards });
}
