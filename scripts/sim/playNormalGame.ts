/**
 * One Normal solo game played to its end by the greedy or the search bot, seeded like the sim
 * (`seed:game` for the setup, the sim's policy stream): the probes in this folder share it.
 */
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { policyFor } from '../../src/core/bots/policyFor';
import type { SearchBudget } from '../../src/core/bots/search/searchDecision';
import { botRng } from '../../src/kernel/seeds';
import type { MotiveId } from '../../src/core/data/types';
import { createOracle, oracleWords, playOracleGame } from './oracle/oraclePlayer';
import type { GameState, Decision } from '../../src/core/types';
import type { RngState } from '../../src/core/rng';
import { chooseBlind } from './oracle/blindPlanner';
import { createCardOracle, splitDice } from './oracle/cardOracle';
import { chooseSearchCards } from './oracle/searchCards';

export interface BotChoice {
  /** `oracle` cheats: it plans on the true state (scripts/sim/oracle/oraclePlayer.ts). */
  policy: 'greedy' | 'search' | 'oracle' | 'blind' | 'oracle-cards' | 'search-cards';
  budget?: SearchBudget;
  /** The oracle's playouts per option per decision. */
  oracleBudget?: number;
  /** `blind`: the oracle's full-game playouts on this many sampled worlds (no peeking). */
  blindWorlds?: number;
  /** `oracle-cards` (a fair-ceiling bound, cheats on the cards only): dice worlds per decision. */
  // `search-cards` (a fair-ceiling bound, cheats on the cards only) takes `budget` like `search`.
  /**
   * Greedy or search only: roll the game's dice from their own stream, as the card bounds' games
   * do (the same dice stream and bag order as theirs: a control for them; the bot stays fair).
   */
  splitDice?: boolean;
  cardWorlds?: number;
  /** Called with the state at every action, after it (before it for the oracles): the probes read it. */
  onStep?: (state: GameState) => void;
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
  const onAction = bot.onStep && (() => bot.onStep?.(state));
  if (bot.policy === 'oracle') {
    const words = oracleWords(botRng('policy', seed, game, 'oracle'));
    const greedy = policyFor('nautilus', 'greedy');
    playOracleGame(
      state,
      createOracle(words, bot.oracleBudget),
      (s, d) => greedy(s, d, rng),
      onAction,
    );
    return state;
  }
  if (bot.policy === 'oracle-cards') {
    // The game's dice from a stream of their own, so the bag draws do not depend on the rolls.
    splitDice(state, botRng('policy', seed, game, 'true-dice'));
    const words = oracleWords(botRng('policy', seed, game, 'oracle-cards'));
    const greedy = policyFor('nautilus', 'greedy');
    playOracleGame(
      state,
      createCardOracle(words, bot.cardWorlds),
      (s, d) => greedy(s, d, rng),
      onAction,
    );
    delete state.forcedRolls;
    return state;
  }
  if (bot.policy === 'search-cards') {
    // As for `oracle-cards`: the true dice from their own stream, so the bag order is fixed.
    splitDice(state, botRng('policy', seed, game, 'true-dice'));
    while (!state.result) {
      const d = currentDecision(state);
      if (!d) break;
      applyActionInPlace(state, chooseSearchCards(state, d, rng, bot.budget), [], true);
      bot.onStep?.(state);
    }
    delete state.forcedRolls;
    return state;
  }
  const policy =
    bot.policy === 'blind'
      ? (s: GameState, d: Decision, r: RngState) => chooseBlind(s, d, r, bot.blindWorlds)
      : policyFor('nautilus', bot.policy, bot.budget);
  if (bot.splitDice) splitDice(state, botRng('policy', seed, game, 'true-dice'));
  while (!state.result) {
    const d = currentDecision(state);
    if (!d) break;
    applyActionInPlace(state, policy(state, d, rng), [], true);
    bot.onStep?.(state);
  }
  if (bot.splitDice) delete state.forcedRolls;
  return state;
}

/** What a batch of games added up to: Finales reached, scores of 250 VP or more, VP in all. */
export interface GameTally {
  games: number;
  finales: number;
  /** Finale scores of 250 VP or more (a Success on the base table). */
  over250: number;
  /** Sum of Finale scores (a defeat before the Finale adds 0). */
  vp: number;
  finalesByMotive: Partial<Record<MotiveId, number>>;
}

/** Games 0 … games−1 of each Motive, the same seeds for every bot and every data change. */
export function tallyNormalGames(
  seed: string,
  games: number,
  motives: readonly MotiveId[],
  bot: BotChoice = { policy: 'greedy' },
): GameTally {
  const tally: GameTally = { games: 0, finales: 0, over250: 0, vp: 0, finalesByMotive: {} };
  for (const motive of motives) {
    tally.finalesByMotive[motive] = 0;
    for (let game = 0; game < games; game++) {
      tally.games++;
      const total = playNormalGame(seed, game, motive, bot).result?.score?.total;
      if (total === undefined) continue;
      tally.finales++;
      tally.finalesByMotive[motive] = (tally.finalesByMotive[motive] ?? 0) + 1;
      tally.vp += total;
      if (total >= 250) tally.over250++;
    }
  }
  return tally;
}

/** "235/800 (29.4 %)". */
export function finaleRate(t: GameTally): string {
  return `${t.finales}/${t.games} (${((100 * t.finales) / t.games).toFixed(1)} %)`;
}
