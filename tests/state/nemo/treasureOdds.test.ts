import { describe, expect, test } from 'vitest';
import { allAspects, createGame, defaultSetup } from '../../../src/core/createGame';
import { applyActionInPlace, currentDecision, legalActions } from '../../../src/core/engine';
import { chooseGreedy } from '../../../src/core/bots/greedyPolicy';
import { seedRng } from '../../../src/core/rng';
import { rollPreview } from '../../../src/core/rollPreview';
import { treasureById } from '../../../src/core/content/lookup';
import type { Action, GameState } from '../../../src/core/types';
import { chanceWithDrm, exertChance } from '../../../src/state/nemo/rollStakes';

/** Rolls where a Treasure may be spent, met over a few greedy voyages. */
function treasureRolls(): { state: GameState; actions: Action[] }[] {
  const found: { state: GameState; actions: Action[] }[] = [];
  for (const seed of ['t27a', 't27b', 't27c', 't27d']) {
    const { state } = createGame(
      defaultSetup({ seed, motive: 'explore', difficulty: allAspects('normal') }),
    );
    const rng = seedRng(`odds-${seed}`);
    for (let i = 0; i < 3000 && !state.result && found.length < 6; i++) {
      const d = currentDecision(state);
      if (!d) break;
      const actions = legalActions(state);
      if (actions.some((a) => a.type === 'commitTest' && a.treasure))
        found.push({ state: structuredClone(state), actions });
      applyActionInPlace(state, chooseGreedy(state, d, rng), []);
    }
  }
  return found;
}

describe('spending a Treasure on a roll (issue 27 point 5)', () => {
  const rolls = treasureRolls();

  test('meets such rolls', () => {
    expect(rolls.length).toBeGreaterThan(0);
  });

  test('says what the Treasure adds and the new chance, which is never below the plain roll', () => {
    for (const { state, actions } of rolls) {
      const preview = rollPreview(state);
      expect(preview).not.toBeNull();
      if (!preview) continue;
      expect(chanceWithDrm(preview, 0)).toBeCloseTo(preview.chance, 10);
      for (const a of actions) {
        if (a.type !== 'commitTest' || !a.treasure || a.exert.length > 0) continue;
        const drm = treasureById(a.treasure).vp;
        const chance = Math.round(chanceWithDrm(preview, drm) * 100);
        expect(chance).toBeGreaterThanOrEqual(Math.round(preview.chance * 100));
        expect(exertChance(a, preview)).toBe(`the Treasure adds +${drm} → ${chance}% to pass`);
      }
    }
  });
});
