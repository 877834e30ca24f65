import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { expectSameGameTwice } from './expectSameGameTwice';
import { lateGame } from './lateGame';
import { currentDecision, stepInPlace } from '../../../src/core/engine';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { cloneState } from '../../../src/core/cloneState';
import { samePlain } from '../../../src/core/actionKey';
import { botRng } from '../../../src/kernel/seeds';
import type { GameState, Action } from '../../../src/core/types';
import {
  createOracle,
  lineValue,
  oracleWords,
  playOracleGame,
} from '../../../scripts/sim/oracle/oraclePlayer';

function playOracle(start: GameState, seed: string, budget: number) {
  const state = cloneState(start);
  const actions: Action[] = [];
  let illegal = 0;
  const oracle = createOracle(oracleWords(botRng('policy', seed, 0, 'oracle')), budget);
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
  return { state, actions, illegal };
}

function playGreedy(start: GameState, seed: string): GameState {
  const state = cloneState(start);
  const rng = botRng('policy', seed, 2);
  for (let d = currentDecision(state); d && !state.result; d = currentDecision(state))
    stepInPlace(state, chooseGreedy(state, d, rng));
  return state;
}

describe('the oracle (a cheating perfect-information bound, sim only)', () => {
  test('plays the same game twice for the same seed and budget, only legal actions, to the end', () => {
    const start = lateGame('oracle-1', 'explore', 7);
    expect(start.result).toBeNull();
    expectSameGameTwice(() => playOracle(start, 'oracle-1', 1), 10);
  });

  test.each([
    ['oracle-4', 'explore'],
    ['oracle-3', 'humanist'],
  ] as const)(
    'from the same Act III position (%s, %s) it ends at least as well as the greedy bot',
    (seed, motive) => {
      const start = lateGame(seed, motive, 7);
      expect(start.result).toBeNull();
      const greedy = playGreedy(start, seed);
      const oracle = playOracle(start, seed, 1);
      expect(oracle.illegal).toBe(0);
      expect(lineValue(oracle.state)).toBeGreaterThanOrEqual(lineValue(greedy));
    },
  );

  test('no page code imports it or the other bounds (src/ never names scripts/sim/oracle)', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (
          /\.(ts|tsx)$/.test(name) &&
          /oracle\/oraclePlayer|sim\/oracle|cardOracle|searchCards|chooseBlind/.test(
            readFileSync(path, 'utf8'),
          )
        )
          offenders.push(path);
      }
    };
    walk('src');
    expect(offenders).toEqual([]);
  });
});
