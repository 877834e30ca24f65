import { describe, expect, test } from 'vitest';
import { createRng, fmix32, hashString, mixSeeds } from '../../src/dice';

describe('dice presentation PRNG', () => {
  test('sfc32 stream is pinned by golden values', () => {
    const rng = createRng(42);
    expect([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]).toEqual([
      2688885033, 666174002, 4071780099, 1422891189,
    ]);
  });

  test('hash helpers are pinned and stay uint32', () => {
    expect(fmix32(1)).toBe(1364076727);
    expect(hashString('abc')).toBe(482950588);
    for (const [a, b] of [
      [0, 0],
      [0xffffffff, 1],
      [123, 456],
    ] as const) {
      const m = mixSeeds(a, b);
      expect(Number.isInteger(m) && m >= 0 && m < 2 ** 32).toBe(true);
    }
    expect(mixSeeds(1, 2)).not.toBe(mixSeeds(2, 1));
  });

  test('floats are uniform-ish in [0, 1) and seeds give different streams', () => {
    const rng = createRng(7);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const x = rng.next();
      expect(x >= 0 && x < 1).toBe(true);
      const b = Math.floor(x * 10);
      buckets[b] = (buckets[b] ?? 0) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
    expect(createRng(1).next()).not.toBe(createRng(2).next());
  });
});
