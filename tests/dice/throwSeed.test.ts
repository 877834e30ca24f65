import { describe, expect, test } from 'vitest';
import { throwSeed } from '../../src/dice';

describe('throwSeed', () => {
  test('golden values stay stable across releases (replays show the same throws)', () => {
    expect([
      throwSeed('nemo-1870', 0),
      throwSeed('nemo-1870', 1),
      throwSeed('nemo-1870', 41),
      throwSeed(12345, 0),
      throwSeed(12345, 7),
      throwSeed(0, 0),
      throwSeed(2 ** 40 + 3, 2),
    ]).toEqual([
      1305712906, 3780738364, 2443558018, 1240630351, 4071356536, 1034819792, 3146910967,
    ]);
  });

  test('each roll of a game gets its own uint32 seed', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 1000; i++) {
      const s = throwSeed('game-a', i);
      expect(Number.isInteger(s) && s >= 0 && s < 2 ** 32).toBe(true);
      seen.add(s);
    }
    expect(seen.size).toBe(1000);
    expect(throwSeed('game-a', 3)).not.toBe(throwSeed('game-b', 3));
  });

  test('rejects a bad roll index', () => {
    expect(() => throwSeed('x', -1)).toThrow(/rollIndex/);
    expect(() => throwSeed('x', 1.5)).toThrow(/rollIndex/);
  });
});
