import { describe, expect, test } from 'vitest';
import { expectedHits, passChance } from '../../../src/core/bots/botOdds';

describe('bot dice odds', () => {
  test('counts 2d6 rolls at or above the target, with snake eyes always failing', () => {
    expect(passChance(7)).toBeCloseTo(21 / 36);
    expect(passChance(12)).toBeCloseTo(1 / 36);
    expect(passChance(2)).toBeCloseTo(35 / 36);
    expect(passChance(-4)).toBeCloseTo(35 / 36);
    expect(passChance(13)).toBe(0);
  });

  test('expects fewer Hits from a Warship when the Nautilus rolls with a bonus', () => {
    // Attack 7: misses deal the lower die; snake eyes deal 1d6 (3.5 on average).
    expect(expectedHits(7, 0)).toBeGreaterThan(expectedHits(7, 1));
    expect(expectedHits(7, 1)).toBeGreaterThan(0);
    expect(expectedHits(2, 0)).toBeCloseTo(3.5 / 36);
  });
});
