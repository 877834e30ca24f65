import { describe, expect, test } from 'vitest';
import {
  ACTION_TABLES,
  BASE_VICTORY_TABLE,
  EPILOGUE_KEYS,
  HIT_LOCATION,
  IMPERIALIST_VICTORY_TABLE,
  JOURNEYS_END_VICTORY_TABLE,
  actionResult,
  epilogueKey,
  lowerLevel,
  victoryLevel,
  type VictoryTable,
} from '../../../src/core/data';

function checkContiguous(t: VictoryTable) {
  t.bands.forEach((b, i) => {
    const next = t.bands[i + 1];
    if (next) expect(next.min).toBe((b.max ?? NaN) + 1);
    else expect(b.max).toBeNull();
  });
}

describe('victory levels (seed 001, seed 000 §8–9, seed 004)', () => {
  test.each([
    [184, 'defeat'],
    [185, 'failure'],
    [219, 'failure'],
    [220, 'inconsequential'],
    [249, 'inconsequential'],
    [250, 'success'],
    [274, 'success'],
    [275, 'triumph'],
    [-20, 'defeat'],
  ])('base: %i → %s', (score, level) => {
    expect(victoryLevel(score, BASE_VICTORY_TABLE)).toBe(level);
  });

  test.each([
    [159, 'defeat'],
    [160, 'failure'],
    [199, 'failure'],
    [200, 'inconsequential'],
    [240, 'notable'],
    [279, 'notable'],
    [280, 'success'],
    [319, 'success'],
    [320, 'triumph'],
  ])("Journey's End: %i → %s", (score, level) => {
    expect(victoryLevel(score, JOURNEYS_END_VICTORY_TABLE)).toBe(level);
  });

  test.each([
    [0, 'defeat'],
    [2, 'defeat'],
    [3, 'pyrrhic'],
    [4, 'pyrrhic'],
    [5, 'inconsequential'],
    [7, 'inconsequential'],
    [8, 'notable'],
    [9, 'notable'],
    [10, 'success'],
    [11, 'success'],
    [12, 'triumph'],
    [30, 'triumph'],
  ])('Imperialist: %i → %s', (score, level) => {
    expect(victoryLevel(score, IMPERIALIST_VICTORY_TABLE)).toBe(level);
  });

  test('tables are contiguous', () => {
    for (const t of [BASE_VICTORY_TABLE, JOURNEYS_END_VICTORY_TABLE, IMPERIALIST_VICTORY_TABLE])
      checkContiguous(t);
  });

  test('a Nautilus Failure lowers the Imperialist level by one', () => {
    expect(lowerLevel('notable', IMPERIALIST_VICTORY_TABLE)).toBe('inconsequential');
    expect(lowerLevel('defeat', IMPERIALIST_VICTORY_TABLE)).toBe('defeat');
  });

  test('epilogue keys, not prose', () => {
    expect(epilogueKey('piracy', 'notable')).toBe('epilogue.piracy.notable');
    expect(EPILOGUE_KEYS.worldOrder.triumph).toBe('epilogue.worldOrder.triumph');
    expect(Object.keys(EPILOGUE_KEYS)).toHaveLength(8);
  });
});

describe('action success tables (reference §6.2, seed 001)', () => {
  test('five bands ≤2 | 3–6 | 7–8 | 9–11 | ≥12 for every action', () => {
    for (const t of Object.values(ACTION_TABLES)) {
      expect(t.rows.map((r) => [r.min, r.max])).toEqual([
        [null, 2],
        [3, 6],
        [7, 8],
        [9, 11],
        [12, null],
      ]);
      expect(t.rows.map((r) => r.pass)).toEqual([false, false, true, true, true]);
    }
  });

  test('Rest results and lookup', () => {
    expect(actionResult('rest', 2).band).toBe('desertion');
    expect(actionResult('rest', 7)).toMatchObject({
      band: 'suspected',
      effects: [
        { kind: 'gain', resource: 'crew', amount: 1 },
        { kind: 'notoriety', amount: 1 },
      ],
    });
    expect(actionResult('rest', 13).effects).toEqual([
      { kind: 'gain', resource: 'crew', amount: 2 },
    ]);
    expect(actionResult('rest', 14, true).band).toBe('desertion');
  });

  test('Repair and Refit have an Expensive result that discards a Treasure (seed 001)', () => {
    for (const id of ['repair', 'refit'] as const) {
      const r = actionResult(id, 8);
      expect(r.band).toBe('expensive');
      expect(r.pass).toBe(true);
      expect(r.effects).toContainEqual({ kind: 'discardTreasure', amount: 1 });
    }
  });

  test('Search gives 1 Treasure on 9–11 and 2 on 12+; exert at most one resource', () => {
    expect(actionResult('search', 10).effects).toEqual([{ kind: 'drawTreasure', amount: 1 }]);
    expect(actionResult('search', 12).effects).toEqual([{ kind: 'drawTreasure', amount: 2 }]);
    expect(ACTION_TABLES.search.maxExert).toBe(1);
    expect(ACTION_TABLES.search.drms).toContain('perRevealedShip');
    expect(ACTION_TABLES.search.drms).not.toContain('spendTreasure');
  });

  test('Incite success places a cube and lowers Notoriety (designed amounts)', () => {
    for (const total of [7, 9, 12]) {
      const r = actionResult('incite', total);
      expect(r.effects).toContainEqual({ kind: 'placeUprising', amount: 1 });
      const n = r.effects.find((e) => e.kind === 'notoriety');
      expect(n && n.kind === 'notoriety' && n.amount).toBeLessThan(0);
    }
    expect(ACTION_TABLES.incite.drms).toContain('perRevealedShipAndOceanUprising');
    expect(ACTION_TABLES.incite.provenance.kind).toBe('designed');
  });

  test('treasure may be spent only on Rest, Refit, Repair and Incite (seed 001 Tests)', () => {
    const spend = Object.values(ACTION_TABLES)
      .filter((t) => t.drms.includes('spendTreasure'))
      .map((t) => t.id);
    expect(spend.sort()).toEqual(['incite', 'refit', 'repair', 'rest']);
  });

  test('hit location: 1 Nemo, 2–3 Crew, 4–6 Hull', () => {
    expect(Object.values(HIT_LOCATION)).toEqual(['nemo', 'crew', 'crew', 'hull', 'hull', 'hull']);
  });
});
