import { describe, expect, test } from 'vitest';
import { expectSameGameTwice } from './expectSameGameTwice';
import { lateGame } from './lateGame';
import { applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { cloneState } from '../../../src/core/cloneState';
import { samePlain } from '../../../src/core/actionKey';
import { botRng } from '../../../src/kernel/seeds';
import { rngFromWords } from '../../../src/kernel/prng';
import type { GameState, Action } from '../../../src/core/types';
import { splitDice } from '../../../scripts/sim/oracle/cardOracle';
import { chooseSearchCards, keepCards } from '../../../scripts/sim/oracle/searchCards';

const BUDGET = { playouts: 4 };

function playSearchCards(start: GameState, seed: string, diceTag: string) {
  const state = cloneState(start);
  splitDice(state, botRng('policy', seed, 0, diceTag));
  const rng = botRng('policy', seed, 0);
  const actions: Action[] = [];
  let illegal = 0;
  for (let d = currentDecision(state); d && !state.result; d = currentDecision(state)) {
    const a = chooseSearchCards(state, d, rng, BUDGET);
    if (!d.options.some((o) => samePlain(o, a))) illegal++;
    actions.push(a);
    applyActionInPlace(state, a, [], true);
  }
  delete state.forcedRolls;
  return { state, actions, illegal };
}

describe('the search bot given the cards (a fair-ceiling bound: cheats on the cards; sim only)', () => {
  test('plays the same game twice for the same seed, only legal actions, to the end', () => {
    const start = lateGame('oracle-1', 'explore', 7);
    expect(start.result).toBeNull();
    expectSameGameTwice(() => playSearchCards(start, 'oracle-1', 'true-dice'), 5);
  });

  test('its worlds keep the true cards and bags and redraw only the dice', () => {
    const start = lateGame('cards-2', 'war', 6);
    const world = (w: number) => keepCards(start, rngFromWords(1, 2, 3, w));
    const a = world(1);
    const b = world(2);
    for (const s of [a, b]) {
      expect(s.drawPile).toEqual(start.drawPile);
      expect(s.adventureDeck).toEqual(start.adventureDeck);
      expect(s.shipBag).toEqual(start.shipBag);
      expect(s.treasureBag).toEqual(start.treasureBag);
      expect(s.rng).toEqual(start.rng);
    }
    expect(a.forcedRolls).not.toEqual(b.forcedRolls);
    expect(a.forcedRolls?.every((x) => x >= 1 && x <= 6)).toBe(true);
  });

  test('does not see the dice: other true dice leave its first pick unchanged', () => {
    const start = lateGame('cards-2', 'war', 5);
    const d = currentDecision(start);
    expect(d && d.options.length).toBeGreaterThan(1);
    const pick = (diceTag: string) => {
      const state = cloneState(start);
      splitDice(state, botRng('policy', 'cards-2', 0, diceTag));
      return chooseSearchCards(state, currentDecision(state)!, botRng('policy', 'x', 0), BUDGET);
    };
    expect(pick('dice-a')).toEqual(pick('dice-b'));
  });
});
