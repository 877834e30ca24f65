import { describe, expect, test } from 'vitest';
import { runFlipSim } from '../../scripts/sim/flip';

describe('runFlipSim', () => {
  test.each([
    { players: 1, farragut: null },
    { players: 3, farragut: null },
    { players: 1, farragut: 2 },
    { players: 4, farragut: null },
  ])(
    'random policy, $players player(s), Farragut $farragut: every game finishes cleanly',
    ({ players, farragut }) => {
      const r = runFlipSim({ games: 25, seed: 5, players, farragut, policy: 'random' });
      expect(r).toMatchObject({ games: 25, finished: 25, errors: 0, invariantViolations: 0 });
      expect(Object.values(r.outcomes).reduce((a, b) => a + b, 0)).toBe(25);
      expect(r.meanActions).toBeGreaterThan(0);
    },
  );

  test('same arguments, same output; events carry the game index and type', () => {
    const seen: object[] = [];
    const a = runFlipSim({
      games: 3,
      seed: 9,
      players: 2,
      farragut: null,
      policy: 'random',
      events: (e) => seen.push(e),
    });
    const b = runFlipSim({ games: 3, seed: 9, players: 2, farragut: null, policy: 'random' });
    expect(a).toEqual(b);
    expect(seen.length).toBeGreaterThan(100);
    expect(seen[0]).toMatchObject({ game: 0, type: expect.any(String) });
    expect(seen.at(-1)).toMatchObject({ game: 2, type: 'GameEnded' });
  });

  test('gamesPerSecond comes from the caller’s clock', () => {
    let t = 0;
    const r = runFlipSim({
      games: 4,
      seed: 1,
      players: 1,
      farragut: null,
      policy: 'random',
      now: () => (t += 500),
    });
    expect(r.gamesPerSecond).toBe(8);
  });

  test('the greedy policy scores far above random and beats Farragut level 0 more often than not', () => {
    const random = runFlipSim({ games: 8, seed: 3, players: 1, farragut: null, policy: 'random' });
    const greedy = runFlipSim({ games: 8, seed: 3, players: 1, farragut: null, policy: 'greedy' });
    expect(greedy.errors).toBe(0);
    expect(greedy.meanScore).toBeGreaterThan(random.meanScore + 20);
    const chase = runFlipSim({ games: 8, seed: 3, players: 1, farragut: 0, policy: 'greedy' });
    expect(chase.finished).toBe(8);
    expect(chase.outcomes.win ?? 0).toBeGreaterThan(4);
  });
});
