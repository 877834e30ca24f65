import { describe, expect, test } from 'vitest';
import { cloneState } from '../../../../src/core/cloneState';
import {
  FEATURE_NAMES,
  evaluateState,
  stateFeatures,
} from '../../../../src/core/bots/search/evaluateState';
import { OCEAN_IDS } from '../../../../src/core/data/types';
import { oceanSlack } from '../../../../src/core/bots/slackModel';
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

describe('leaf features: room on the map (issue 45, fourth pass)', () => {
  test('Act III room is its own feature, the same slack as the Act-blind one, and silent before', () => {
    const at = (name: (typeof FEATURE_NAMES)[number], s: GameState) =>
      stateFeatures(s)[FEATURE_NAMES.indexOf(name)] as number;
    const early = position();
    expect(early.act).toBeLessThan(3);
    expect(at('slackLate', early)).toBe(0);
    const late = cloneState(early);
    late.act = 3;
    // As many cards left as the room can take dice (four a card in Act III): off the clamps.
    const room = OCEAN_IDS.reduce((sum, o) => sum + oceanSlack(late, o), 0);
    late.drawPile = late.drawPile.slice(0, Math.round(room / 4));
    expect(at('slackMinusDice', late)).not.toBe(0);
    expect(at('slackLate', late)).toBe(at('slackMinusDice', late));
    // A Hidden Ship placed in an empty space takes room: both room features fall with it.
    const crowded = cloneState(late);
    const ocean = OCEAN_IDS.find((o) => crowded.oceans[o].slots.includes(-1));
    if (!ocean) throw new Error('no empty space on the map');
    crowded.oceans[ocean].slots[crowded.oceans[ocean].slots.indexOf(-1)] = -2;
    expect(at('slackLate', crowded)).toBeLessThan(at('slackLate', late));
  });
});
