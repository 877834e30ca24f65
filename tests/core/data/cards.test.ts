import { describe, expect, test } from 'vitest';
import { ACT_DICE, CARDS, DRAW_PILE, MOTIVES, SHIP_GROUP_ENTRY } from '../../../src/core/data';

const kind = (k: string) => CARDS.filter((c) => c.kind === k);

describe('cards (reference §12, seeds 000/001)', () => {
  test('51 events + 1 Prologue + 2 Intermissions + 1 Rising Action + 7 Finales (S12)', () => {
    expect(kind('event')).toHaveLength(51);
    expect(kind('prologue')).toHaveLength(1);
    expect(kind('intermission1')).toHaveLength(1);
    expect(kind('intermission2')).toHaveLength(1);
    expect(kind('risingAction')).toHaveLength(1);
    expect(kind('finale')).toHaveLength(7);
  });

  test('62 base Adventure cards in all (S5)', () => {
    expect(CARDS.filter((c) => c.expansion !== 'journeysEnd')).toHaveLength(62);
  });

  test('6 Nadeen Dakkar cards: A1–A3 A Family Reunion, B1–B3 Unwanted Reflections', () => {
    expect(kind('nadeenA').map((c) => c.title)).toEqual(Array(3).fill('A Family Reunion'));
    expect(kind('nadeenB').map((c) => c.title)).toEqual(Array(3).fill('Unwanted Reflections'));
  });

  test('the versus card is a KEEP worth 20 Character VP (seed 000 §7)', () => {
    const vs = CARDS.find((c) => c.id === 'VS1');
    expect(vs).toMatchObject({
      title: 'Jules Verne vs. Pierre-Jules Hetzel',
      type: 'keep',
      vp: { character: 20 },
    });
  });

  test('the Rising Action is "A Hollow Explosion" (seed 000 §3)', () => {
    expect(CARDS.find((c) => c.id === 'RISE')?.title).toBe('A Hollow Explosion');
  });

  test('ids are unique and event ids run E01..E51', () => {
    expect(new Set(CARDS.map((c) => c.id)).size).toBe(CARDS.length);
    expect(kind('event').map((c) => c.id)).toEqual(
      Array.from({ length: 51 }, (_, i) => `E${String(i + 1).padStart(2, '0')}`),
    );
  });

  test('test cards have a target 7..11; play cards none; exert only on tested cards', () => {
    for (const c of CARDS) {
      if (c.type === 'test') expect(c.test, c.id).not.toBeNull();
      if (c.type === 'play') expect(c.test, c.id).toBeNull();
      if (c.test !== null) {
        expect(c.test).toBeGreaterThanOrEqual(7);
        expect(c.test).toBeLessThanOrEqual(11);
      } else expect(c.exert).toEqual([]);
    }
  });

  test('spot-check published tests: #1 A Runaway Reef 7 (nemo), #34 Giant Squid 10 (crew, hull)', () => {
    expect(CARDS.find((c) => c.id === 'E01')).toMatchObject({ test: 7, exert: ['nemo'] });
    expect(CARDS.find((c) => c.id === 'E34')).toMatchObject({ test: 10, exert: ['crew', 'hull'] });
    expect(CARDS.find((c) => c.id === 'E22')?.title).toBe('The Arabian Tunnel');
  });

  test('finale tests are designed', () => {
    for (const f of kind('finale').filter((c) => c.type === 'test'))
      expect(f.provenance.kind).toBe('designed');
  });

  test('dice per Act: 2 white; 2 white + 1 black; 3 white + 1 black', () => {
    expect(ACT_DICE).toEqual({
      1: { white: 2, black: 0 },
      2: { white: 2, black: 1 },
      3: { white: 3, black: 1 },
    });
  });

  test('draw pile: 31 cards (33 with Nadeen), adventure deck 25 (seed 001, seed 000 §3)', () => {
    for (const m of Object.values(MOTIVES)) {
      const pile =
        1 +
        DRAW_PILE.act1Events +
        1 +
        m.act2Events +
        1 +
        1 +
        m.act3Events +
        1 +
        DRAW_PILE.finaleEvents;
      expect(pile).toBe(DRAW_PILE.total);
      expect(pile + 2).toBe(DRAW_PILE.totalWithNadeen);
      const used = DRAW_PILE.act1Events + m.act2Events + m.act3Events + DRAW_PILE.finaleEvents;
      expect(51 - used).toBe(DRAW_PILE.adventureDeck);
    }
  });

  test('ship-group triggers name existing cards', () => {
    const ids = new Set(CARDS.map((c) => c.id));
    for (const e of Object.values(SHIP_GROUP_ENTRY)) {
      if (e.when === 'card') for (const id of e.cardIds) expect(ids.has(id), id).toBe(true);
    }
  });
});
