import { describe, expect, test } from 'vitest';
import {
  currentDecision,
  currentPlayoutDecision,
  playoutOption,
  playoutStep,
  stepInPlace,
} from '../../src/core/engine';
import { chooseRandom, chooseRandomIndex } from '../../src/core/bots/randomPolicy';
import { botRng } from '../../src/kernel/seeds';
import { stateHash } from '../../src/core/hash';
import { FAST_PATH_RECORDS } from './fastPathRecords.fixture';
import { fastPathGame as newGame } from './fastPathRecords';

describe('the playout contract (option counts, one option built)', () => {
  test('plays the recorded random games: same length and final state hash', () => {
    const records = FAST_PATH_RECORDS.random.map((_, i) => {
      const state = newGame('random', i);
      const rng = botRng('bench', 'fast-path', 'random', i);
      let steps = 0;
      for (let d = currentPlayoutDecision(state); d; steps++)
        d = playoutStep(state, d, chooseRandomIndex(d, rng));
      return `${steps}:${stateHash(state)}`;
    });
    expect(records).toEqual(FAST_PATH_RECORDS.random);
  });

  for (const kind of ['random', 'versus'] as const) {
    test(`${kind} games: every decision's count, seat and options match currentDecision`, () => {
      let compared = 0;
      for (let i = 0; i < 12; i++) {
        const state = newGame(kind, i);
        const rng = botRng('bench', 'playout-contract', kind, i);
        for (let d = currentDecision(state); d; d = stepInPlace(state, chooseRandom(d, rng))) {
          const p = currentPlayoutDecision(state);
          expect(p?.count).toBe(d.options.length);
          expect(p?.seat).toBe(d.seat);
          const built = d.options.map((_, k) => playoutOption(state, p!, k));
          expect(built).toEqual(d.options);
          compared++;
        }
        expect(currentPlayoutDecision(state)).toBeNull();
      }
      expect(compared).toBeGreaterThan(500);
    });
  }
});
