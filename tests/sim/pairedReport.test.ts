import { describe, expect, test } from 'vitest';
import {
  comparePaired,
  oddsRows,
  pair,
  sprt,
  summarize,
  wilson,
  type GameLine,
} from '../../scripts/sim/pairedReport';

const line = (
  motive: string,
  game: number,
  score: number | null,
  level = 'level.failure',
): GameLine => ({
  motive,
  game,
  score,
  level: score === null ? null : { key: level },
});

describe('pairedReport (issue 45)', () => {
  test('a rate of 0 in 400 still gets an upper bound above 0, and the interval holds the rate', () => {
    const none = wilson(0, 400);
    expect(none.low).toBe(0);
    expect(none.high).toBeGreaterThan(0.005);
    expect(none.high).toBeLessThan(0.01);
    const some = wilson(238, 400);
    expect(some.low).toBeLessThan(0.595);
    expect(some.high).toBeGreaterThan(0.595);
  });

  test('the SPRT accepts a bot that wins most setups, rejects one that loses them, and waits on a coin', () => {
    expect(sprt(Array<'b'>(40).fill('b')).verdict).toBe('b better');
    expect(sprt(Array<'a'>(40).fill('a')).verdict).toBe('no better');
    const coin = Array.from({ length: 20 }, (_, i) => (i % 2 ? 'a' : 'b') as 'a' | 'b');
    expect(sprt(coin).verdict).toBe('undecided');
    // It stops at the first crossing: what comes after does not change the verdict.
    const early = sprt([...Array<'b'>(40).fill('b'), ...Array<'a'>(200).fill('a')]);
    expect(early.verdict).toBe('b better');
    expect(early.games).toBeLessThan(40);
  });

  test('pairs only the setups both bots played, and counts a defeat as 0 VP', () => {
    const a = [line('explore', 0, 150), line('explore', 1, null), line('war', 0, 180)];
    const b = [
      line('explore', 1, 200, 'level.failure'),
      line('explore', 0, null),
      line('science', 0, 260, 'level.success'),
    ];
    const pairs = pair(a, b);
    expect(pairs.map(([x]) => `${x.motive}:${x.game}`)).toEqual(['explore:0', 'explore:1']);
    const p = comparePaired(pairs);
    expect(p.onlyA).toBe(1);
    expect(p.onlyB).toBe(1);
    expect(p.valueDiff.estimate).toBe((-150 + 200) / 2);
    expect(summarize(b).wins).toBe(1);
    expect(summarize(b).finales).toBe(2);
  });

  test("writes a Motive's row in the form the setup screen's odds are read from", () => {
    const lines = [
      line('war', 0, 190),
      line('war', 1, null),
      line('war', 2, 230, 'level.inconsequential'),
      line('war', 3, 260, 'level.success'),
    ];
    expect(oddsRows(lines, ['war'])).toEqual(['| war | search | 3/4 (75 %) | 1 | 1 | 226.7 |']);
  });
});
