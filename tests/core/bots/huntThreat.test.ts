import { describe, expect, test } from 'vitest';
import { scenario } from '../../../src/core/scenario';
import { moveNeighbourList } from '../../../src/core/board';
import { huntThreat } from '../../../src/core/bots/huntThreat';
import { actScore } from '../../../src/core/bots/actScore';
import type { GameState } from '../../../src/core/types';

function versusAtAction(): GameState {
  const state = scenario({
    seed: 'hunt-threat',
    motive: 'piracy',
    variant: 'versus',
    at: 'action',
    emptyOceans: true,
    clearSquadrons: true,
    nautilus: 'southAtlantic',
    resources: { nemo: 5, crew: 5, hull: 5 },
    ap: 3,
  });
  state.act = 2;
  const im = state.imperialist as NonNullable<GameState['imperialist']>;
  im.ap = 0;
  im.committed = 0;
  im.tableau = [];
  return state;
}

describe('the Nautilus bot sees the Imperialist Hunt coming (versus)', () => {
  test('a Squadron in the Ocean with 2 Imperialist AP next turn is a threat; one Ocean away it is not', () => {
    const state = versusAtAction();
    expect(huntThreat(state, 'southAtlantic')).toBe(0);
    state.oceans.southAtlantic.squadrons.push('blue');
    expect(huntThreat(state, 'southAtlantic')).toBeGreaterThan(0);
    const away = moveNeighbourList(state, 'southAtlantic')[0];
    if (!away) throw new Error('South Atlantic has no neighbour');
    expect(huntThreat(state, away)).toBe(0);
    // Act III gives 3 AP: sail one Ocean, then Hunt.
    state.act = 3;
    expect(huntThreat(state, away)).toBeGreaterThan(0);
  });

  test('moving out of a Squadron’s reach scores higher than the same move without it', () => {
    const state = versusAtAction();
    const away = moveNeighbourList(state, 'southAtlantic')[0];
    if (!away) throw new Error('South Atlantic has no neighbour');
    const move = { type: 'act', action: 'move', ocean: away } as const;
    const calm = actScore(state, move);
    state.oceans.southAtlantic.squadrons.push('green');
    expect(actScore(state, move)).toBeGreaterThan(calm + 0.5);
  });

  test('no Imperialist seat, no threat', () => {
    const state = scenario({
      seed: 'solo',
      motive: 'piracy',
      at: 'action',
      nautilus: 'southAtlantic',
    });
    expect(huntThreat(state, 'southAtlantic')).toBe(0);
  });
});
