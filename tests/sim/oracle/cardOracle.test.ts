import { describe, expect, test } from 'vitest';
import { expectSameGameTwice } from './expectSameGameTwice';
import { lateGame } from './lateGame';
import { currentDecision } from '../../../src/core/engine';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { cloneState } from '../../../src/core/cloneState';
import { samePlain } from '../../../src/core/actionKey';
import { botRng } from '../../../src/kernel/seeds';
import type { GameState, Action } from '../../../src/core/types';
import { oracleWords, playOracleGame } from '../../../scripts/sim/oracle/oraclePlayer';
import { createCardOracle, splitDice } from '../../../scripts/sim/oracle/cardOracle';

function playCardOracle(start: GameState, seed: string, diceTag: string) {
  const state = cloneState(start);
  splitDice(state, botRng('policy', seed, 0, diceTag));
  const actions: Action[] = [];
  let illegal = 0;
  const oracle = createCardOracle(oracleWords(botRng('policy', seed, 0, 'oracle-cards')), 1);
  playOracleGame(
    state,
    {
      choose(s, d) {
        const a = oracle.choose(s, d);
        if (!d.options.some((o) => samePlain(o, a))) illegal++;
        return a;
      },
      observe: (a) => oracle.observe(a),
    },
    (s, d) => chooseGreedy(s, d, botRng('policy', seed, 1)),
    (a) => actions.push(a),
  );
  delete state.forcedRolls;
  return { state, actions, illegal };
}

describe('the card oracle (a fair-ceiling bound: cheats on the cards, not the dice; sim only)', () => {
  test('plays the same game twice for the same seed and worlds, only legal actions, to the end', () => {
    const start = lateGame('oracle-1', 'explore', 7);
    expect(start.result).toBeNull();
    expectSameGameTwice(() => playCardOracle(start, 'oracle-1', 'true-dice'), 5);
  });

  test('does not see the dice: other true dice leave its first pick unchanged', () => {
    const start = lateGame('cards-2', 'war', 5);
    const d = currentDecision(start);
    expect(d && d.options.length).toBeGreaterThan(1);
    const pick = (diceTag: string) => {
      const state = cloneState(start);
      splitDice(state, botRng('policy', 'cards-2', 0, diceTag));
      const oracle = createCardOracle(oracleWords(botRng('policy', 'cards-2', 0, 'w')), 1);
      return oracle.choose(state, currentDecision(state)!);
    };
    expect(pick('dice-a')).toEqual(pick('dice-b'));
  });
});
