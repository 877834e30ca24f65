import { describe, expect, test } from 'vitest';
import { expectSameGameTwice } from './expectSameGameTwice';
import { lateGame } from './lateGame';
import { policyFor } from '../../../src/core/bots/policyFor';
import { cloneState } from '../../../src/core/cloneState';
import { samePlain } from '../../../src/core/actionKey';
import { botRng } from '../../../src/kernel/seeds';
import type { GameState, Action } from '../../../src/core/types';
import {
  createOracle,
  oracleWords,
  playOracleGame,
} from '../../../scripts/sim/oracle/oraclePlayer';
import { runNemoGames } from '../../../scripts/sim/nemo';

/** The oracle on the Imperialist seat (it cheats: a bound on the hunter), the greedy Nautilus. */
function playImperialistOracle(start: GameState, seed: string, budget: number) {
  const state = cloneState(start);
  const actions: Action[] = [];
  let illegal = 0;
  let hunterPicks = 0;
  const oracle = createOracle(
    oracleWords(botRng('policy', seed, 0, 'oracle')),
    budget,
    'imperialist',
  );
  const rng = botRng('policy', seed, 1);
  playOracleGame(
    state,
    {
      seat: 'imperialist',
      choose(s, d) {
        expect(d.seat).toBe('imperialist');
        const a = oracle.choose(s, d);
        if (d.options.length > 1) hunterPicks++;
        if (!d.options.some((o) => samePlain(o, a))) illegal++;
        return a;
      },
      observe: (a) => oracle.observe(a),
    },
    (s, d) => policyFor('nautilus', 'greedy')(s, d, rng),
    (a) => actions.push(a),
  );
  return { state, actions, illegal, hunterPicks };
}

describe('the Imperialist oracle (cheats: a bound on the hunter, sim only)', () => {
  test('plays the same versus game twice for the same seed and budget, only legal actions, to the end', () => {
    const start = lateGame('imp-oracle-11', 'piracy', 6, 'versus');
    expect(start.result).toBeNull();
    expect(start.imperialist).toBeTruthy();
    let picks = 0;
    expectSameGameTwice(() => {
      const played = playImperialistOracle(start, 'imp-oracle-11', 1);
      picks = played.hunterPicks;
      return played;
    }, 10);
    expect(picks).toBeGreaterThan(0);
    expect(start.result).toBeNull();
  });

  test('the sim plays one oracle seat at a time', () => {
    expect(() =>
      runNemoGames({
        from: 0,
        to: 1,
        seed: '1',
        motive: 'piracy',
        difficulty: 'normal',
        variant: 'versus',
        policy: 'oracle',
        imperialistPolicy: 'oracle',
        checkInvariants: false,
      }),
    ).toThrow(/one oracle seat at a time/);
  });
});
