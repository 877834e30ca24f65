import { describe, expect, test } from 'vitest';
import { cloneState } from '../../../../src/core/cloneState';
import { evaluateState } from '../../../../src/core/bots/search/evaluateState';
import type { GameState } from '../../../../src/core/types';
import { actionPhaseAt, newGame } from '../../testGame';

function position(): GameState {
  const state = newGame();
  actionPhaseAt(state, 'northAtlantic');
  return state;
}

/** What a change costs the Nautilus in the leaf evaluation's expected VP (defeat = 0). */
function cost(change: (s: GameState) => void): number {
  const state = position();
  const changed = cloneState(state);
  change(changed);
  return evaluateState(state).value - evaluateState(changed).value;
}

describe('leaf evaluation: weights measured by paired playouts (issue 45)', () => {
  test('a Hull point at full Hull is worth less than a Character (the bot spent Characters to save Hull)', () => {
    const hull = cost((s) => {
      s.resources.hull -= 1;
    });
    const character = cost((s) => {
      const c = s.characters.find((t) => !t.sacrificed);
      if (c) c.sacrificed = true;
    });
    expect(character).toBeGreaterThan(0);
    expect(hull).toBeLessThan(character);
  });

  test('the same Hull point costs far more one step from the red space than at full Hull', () => {
    const atFull = cost((s) => {
      s.resources.hull -= 1;
    });
    const nearRed =
      cost((s) => {
        s.resources.hull = 1;
      }) -
      cost((s) => {
        s.resources.hull = 2;
      });
    expect(nearRed).toBeGreaterThan(atFull + 1);
  });

  test('Notoriety costs something even far from the Pariah space', () => {
    const state = position();
    expect(state.notoriety).toBeLessThan(20);
    expect(
      cost((s) => {
        s.notoriety += 2;
      }),
    ).toBeGreaterThan(0.5);
  });
});
