import { describe, expect, test } from 'vitest';
import { CARDS } from '../../../../src/core/data/cards';
import { MOTIVES } from '../../../../src/core/data/motives';
import type { MotiveId } from '../../../../src/core/data/types';
import {
  BASE_VICTORY_TABLE,
  IMPERIALIST_VICTORY_TABLE,
  JOURNEYS_END_VICTORY_TABLE,
} from '../../../../src/core/data/victory';
import { CARD_FLAVOUR, cardFlavour } from '../../../../src/state/nemo/words/cardFlavour';
import { epilogueFor } from '../../../../src/state/nemo/words/epilogues';

describe('card flavour lines', () => {
  test('gives every card a short line of its own, different from its title', () => {
    for (const card of CARDS) {
      const line = cardFlavour(card.id);
      expect(line, card.id).not.toBeNull();
      expect(line!.length, card.id).toBeLessThanOrEqual(80);
      expect(line!.toLowerCase()).not.toContain(card.title.toLowerCase());
    }
    expect(new Set(Object.values(CARD_FLAVOUR)).size).toBe(Object.keys(CARD_FLAVOUR).length);
    expect(Object.keys(CARD_FLAVOUR).sort()).toEqual(CARDS.map((c) => c.id).sort());
  });
});

describe('epilogues', () => {
  const motives = Object.keys(MOTIVES) as MotiveId[];
  const levels = [
    ...new Set(
      [...BASE_VICTORY_TABLE.bands, ...JOURNEYS_END_VICTORY_TABLE.bands].map((l) =>
        l.label.toLowerCase(),
      ),
    ),
  ];

  test('tells a different designed epilogue for every Motive and victory level', () => {
    const texts = new Set<string>();
    for (const motive of motives)
      for (const level of levels) {
        const epilogue = epilogueFor(`${motive}.${level}`);
        expect(epilogue, `${motive}.${level}`).not.toBeNull();
        expect(epilogue!.provenance).toBe('designed');
        expect(epilogue!.text).not.toMatch(/undefined|\$\{/);
        texts.add(epilogue!.text);
      }
    expect(texts.size).toBe(motives.length * levels.length);
  });

  test('has an epilogue for each Imperialist level of a versus game, and none for an unknown key', () => {
    for (const l of IMPERIALIST_VICTORY_TABLE.bands)
      expect(epilogueFor(`imperialist.${l.label.toLowerCase()}`), l.label).not.toBeNull();
    expect(epilogueFor('nobody.triumph')).toBeNull();
  });
});
