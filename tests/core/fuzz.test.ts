import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision, stepInPlace } from '../../src/core/engine';
import { stateHash } from '../../src/core/hash';
import { checkInvariants } from '../../src/core/invariants';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import type { Difficulty } from '../../src/core/data/types';

describe('random legal games (ARCHITECTURE.md §6)', () => {
  test('always end, never throw, and keep every invariant after every action', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.constantFrom(...MOTIVE_IDS),
        fc.constantFrom<Difficulty>('easy', 'normal', 'hard'),
        fc.boolean(),
        fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        (seed, motive, level, extras, picks) => {
          const setup = defaultSetup({
            seed,
            motive,
            nadeenDakkar: extras,
            difficulty: allAspects(level),
            options: {
              deadlySeas: extras,
              officerAttributes: extras,
              upgradeDeck: false,
              journeysEndUpgrades: extras,
              journeysEndVictoryLevels: extras,
            },
          });
          const state = createGame(setup).state;
          let steps = 0;
          while (!state.result) {
            const d = currentDecision(state);
            expect(d).not.toBeNull();
            if (!d) return;
            const action = d.options[(picks[steps % picks.length] ?? 0) % d.options.length];
            if (!action) throw new Error('empty decision');
            applyActionInPlace(state, action);
            expect(checkInvariants(state)).toEqual([]);
            steps++;
            expect(steps).toBeLessThan(5000);
          }
          expect(['defeat', 'scored']).toContain(state.result.outcome);
        },
      ),
      { numRuns: 150, seed: 20261202 },
    );
  });
});

describe('the playout step (stepInPlace)', () => {
  test('plays the same game as the checked step and hands back the same next decision', () => {
    for (const motive of MOTIVE_IDS) {
      const setup = defaultSetup({ seed: `step-${motive}`, motive });
      const checked = createGame(setup).state;
      const fast = createGame(setup).state;
      let next = currentDecision(fast);
      for (let step = 0; next; step++) {
        const action = next.options[(step * 7) % next.options.length];
        if (!action) throw new Error('empty decision');
        applyActionInPlace(checked, action);
        next = stepInPlace(fast, action);
        expect(next).toEqual(currentDecision(checked));
      }
      expect(stateHash(fast)).toBe(stateHash(checked));
      expect(fast.result).not.toBeNull();
    }
  });
});
