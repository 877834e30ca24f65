/**
 * One Normal solo game played to its end by the greedy or the search bot, seeded like the sim
 * (`seed:game` for the setup, the sim's policy stream): the probes in this folder share it.
 */
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { chooseSearch, type SearchBudget } from '../../src/core/bots/search/searchDecision';
import { botRng } from '../../src/kernel/seeds';
import type { MotiveId } from '../../src/core/data/types';
import type { GameState } from '../../src/core/types';

export interface BotChoice {
  policy: 'greedy' | 'search';
  budget?: SearchBudget;
}

export function playNormalGame(
  seed: string,
  game: number,
  motive: MotiveId,
  bot: BotChoice = { policy: 'greedy' },
): GameState {
  const state = createGame(
    defaultSetup({ seed: `${seed}:${game}`, motive, difficulty: allAspects('normal') }),
  ).state;
  const rng = botRng('policy', seed, game);
  while (!state.result) {
    const d = currentDecision(state);
    if (!d) break;
    const action =
      bot.policy === 'search'
        ? chooseSearch(state, d, rng, bot.budget)
        : chooseGreedy(state, d, rng);
    applyActionInPlace(state, action, [], true);
  }
  return state;
}
