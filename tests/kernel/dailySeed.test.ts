import { describe, expect, test } from 'vitest';
import { isDayText, seedPick } from '../../src/kernel/seeds';
import { dailyPicksOf, dailySetupOf } from '../../src/core/dailyVoyage';

describe('voyage of the day', () => {
  test('picks the same Motive and difficulty for one seed, and varies them across seeds', () => {
    expect(dailyPicksOf('daily-2026-12-05-ab')).toEqual(dailyPicksOf('daily-2026-12-05-ab'));
    const week = ['01', '02', '03', '04', '05', '06', '07'].map((d) => dailyPicksOf(`s-${d}`));
    expect(new Set(week.map((v) => v.motive)).size).toBeGreaterThan(1);
    const setup = dailySetupOf('s-01', 'war', 'hard');
    expect(setup.seed).toBe('s-01');
    expect(Object.values(setup.difficulty).every((l) => l === 'hard')).toBe(true);
  });

  test('refuses a date that is not a real calendar day', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-12-5', 'today', '2026-04-31']) {
      expect(isDayText(bad)).toBe(false);
    }
    expect(isDayText('2028-02-29')).toBe(true);
  });

  test('picks only from the choices given', () => {
    const choices = ['a', 'b', 'c'] as const;
    for (let d = 1; d <= 28; d += 1) {
      expect(choices).toContain(
        seedPick(`daily-2027-02-${String(d).padStart(2, '0')}`, 'x', choices),
      );
    }
  });
});
