import { describe, expect, test } from 'vitest';
import {
  SHIPS,
  SHIP_GROUP_COLOUR,
  SHIP_GROUP_COUNTS,
  SHIP_GROUP_ENTRY,
  type ShipGroup,
} from '../../../src/core/data';

const byName = (name: string) => {
  const s = SHIPS.find((t) => t.front.name === name);
  if (!s) throw new Error(name);
  return s;
};

describe('ship tokens (reference §3, seed 004 ④)', () => {
  test('69 tokens: 30/14/4/4/4/4/7/2', () => {
    expect(SHIPS).toHaveLength(69);
    const counts: Record<string, number> = {};
    for (const s of SHIPS) counts[s.group] = (counts[s.group] ?? 0) + 1;
    expect(counts).toEqual({ A: 30, B: 14, C: 4, D: 4, E: 4, F: 4, G: 7, H: 2 });
    expect(SHIP_GROUP_COUNTS).toEqual(counts);
  });

  test('seed 004 counts: 30 white, 14 yellow, 2 black, 4 dark yellow, 4 orange, 7 red, 4 blue, 4 green', () => {
    const col = (c: string) => SHIPS.filter((s) => s.front.colour === c).length;
    expect([col('white'), col('lightYellow'), col('black'), col('darkYellow')]).toEqual([
      30, 14, 2, 4,
    ]);
    expect([col('orange'), col('red'), col('blue'), col('green')]).toEqual([4, 7, 4, 4]);
  });

  test('ids are 0..68 and unique', () => {
    expect(SHIPS.map((s) => s.id)).toEqual(Array.from({ length: 69 }, (_, i) => i));
  });

  test('A: white non-warship front, gray warship back', () => {
    for (const s of SHIPS.filter((t) => t.group === 'A')) {
      expect(s.front).toMatchObject({ colour: 'white', warship: false, attack: null });
      expect(s.back.colour).toBe('gray');
      expect(s.back.warship).toBe(true);
      expect(s.back.attack).not.toBeNull();
    }
  });

  test('B–H: coloured warship front, purple back', () => {
    for (const s of SHIPS.filter((t) => t.group !== 'A')) {
      expect(s.front.colour).toBe(SHIP_GROUP_COLOUR[s.group]);
      expect(s.front.warship).toBe(true);
      expect(s.back.colour).toBe('purple');
      expect(s.back.attack).not.toBeNull();
    }
  });

  test('purple backs change only the listed values (spot checks)', () => {
    expect(byName('Ferdinand Max').back).toMatchObject({
      attack: 10,
      defense: 10,
      vp: { warship: 3 },
    });
    expect(byName('Sea Serpent').back).toMatchObject({
      name: 'Sea Serpent & Baby',
      attack: 12,
      defense: 10,
    });
    expect(byName('Devastation').back).toMatchObject({
      attack: 11,
      defense: 12,
      vp: { warship: 5 },
    });
    expect(byName('Bellerophon').back).toMatchObject({
      name: 'Bellerophon',
      nation: 'British',
      attack: 12,
      defense: 12,
    });
  });

  test('Shenandoah purple side: Pirate, Notoriety 0 (not 2), +1 Crew (reference §14.2)', () => {
    const s = byName('Shenandoah');
    expect(s.front.notoriety).toBe(2);
    expect(s.back).toMatchObject({
      notoriety: 0,
      nation: null,
      shipClass: 'Pirate Warship',
      attack: 6,
      defense: 8,
    });
    expect(s.back.gain).toEqual({ kind: 'crew', amount: 1 });
    expect(s.front.gain).toBeUndefined();
  });

  test('Huascar purple side is a Pirate with +1 Crew', () => {
    expect(byName('Huascar').back).toMatchObject({
      shipClass: 'Pirate Warship',
      gain: { kind: 'crew', amount: 1 },
    });
  });

  test('gains when sunk (reference §3.4)', () => {
    expect(byName('Gange').front.gain).toEqual({ kind: 'treasure', amount: 1 });
    expect(byName('Triumph').front.gain).toEqual({ kind: 'treasure', amount: 1 });
    expect(byName('Pequod').front.gain).toEqual({ kind: 'nemo', amount: 1 });
    expect(byName('Syria').front.gain).toEqual({ kind: 'crew', amount: 1 });
    expect(SHIPS.filter((s) => s.front.gain || s.back.gain)).toHaveLength(6);
  });

  test('Mary Celeste scores a Wonder; Sea Serpent and La France score Science', () => {
    expect(byName('Mary Celeste').front.vp.wonder).toBe(1);
    expect(byName('Sea Serpent').front.vp.science).toBe(1);
    expect(byName('La France').front.vp.science).toBe(1);
  });

  test('values are in range', () => {
    for (const s of SHIPS) {
      for (const side of [s.front, s.back]) {
        expect(side.defense).toBeGreaterThanOrEqual(7);
        expect(side.defense).toBeLessThanOrEqual(13);
        expect(side.notoriety).toBeGreaterThanOrEqual(0);
        expect(side.notoriety).toBeLessThanOrEqual(3);
        if (side.attack !== null) expect(side.attack).toBeGreaterThanOrEqual(6);
      }
    }
  });

  test('group entry: A & B at setup; C/F at the Intermissions; D 14 & E 26 (easy +3, hard −3)', () => {
    expect(SHIP_GROUP_ENTRY.A.when).toBe('setup');
    expect(SHIP_GROUP_ENTRY.B.when).toBe('setup');
    expect(SHIP_GROUP_ENTRY.C).toMatchObject({ when: 'card', cardIds: ['INT1'] });
    expect(SHIP_GROUP_ENTRY.F).toMatchObject({ when: 'card', cardIds: ['INT2'] });
    expect(SHIP_GROUP_ENTRY.D).toMatchObject({
      when: 'notoriety',
      space: { easy: 17, normal: 14, hard: 11 },
    });
    expect(SHIP_GROUP_ENTRY.E).toMatchObject({
      when: 'notoriety',
      space: { easy: 29, normal: 26, hard: 23 },
    });
    expect(SHIP_GROUP_ENTRY.G).toMatchObject({ when: 'card', cardIds: ['RISE'] });
    expect(SHIP_GROUP_ENTRY.G.provenance.kind).toBe('designed');
    expect(SHIP_GROUP_ENTRY.H.provenance.kind).toBe('designed');
    expect(Object.keys(SHIP_GROUP_ENTRY).sort()).toEqual([
      'A',
      'B',
      'C',
      'D',
      'E',
      'F',
      'G',
      'H',
    ] satisfies ShipGroup[]);
  });

  test('every token carries provenance', () => {
    for (const s of SHIPS) expect(s.provenance.kind).toMatch(/published|designed/);
  });
});
