import { describe, expect, test } from 'vitest';
import { seedRng, nextUint32, randomInt, rollD6, shuffleInPlace } from '../../src/core/rng';

describe('sfc32 seeded generator (ARCHITECTURE.md §2: own PRNG, golden vectors)', () => {
  test('golden vectors for seed "1" and seed 42 never change', () => {
    const a = seedRng('1');
    expect([nextUint32(a), nextUint32(a), nextUint32(a), nextUint32(a)]).toEqual(GOLDEN_1);
    const b = seedRng(42);
    expect(Array.from({ length: 10 }, () => rollD6(b))).toEqual(GOLDEN_42_D6);
  });

  test('the state is four 32-bit words that round-trip through JSON', () => {
    const rng = seedRng('save me');
    nextUint32(rng);
    const copy = JSON.parse(JSON.stringify(rng)) as typeof rng;
    expect(nextUint32(copy)).toBe(nextUint32(rng));
    for (const word of rng) expect(word >>> 0).toBe(word);
  });

  test('d6 rolls are fair within sampling error', () => {
    const rng = seedRng('fair');
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 60_000; i++) (counts[rollD6(rng) - 1] as number)++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400);
  });

  test('randomInt rejects non-positive ranges and shuffle keeps every item', () => {
    const rng = seedRng('x');
    expect(() => randomInt(rng, 0)).toThrow(/positive integer/);
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect([...shuffleInPlace(rng, [...items])].sort((x, y) => x - y)).toEqual(items);
  });
});

const GOLDEN_1 = [2958390140, 798431460, 1119377180, 4128543160];
const GOLDEN_42_D6 = [5, 2, 4, 4, 6, 1, 4, 6, 3, 1];
