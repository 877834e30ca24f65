import { describe, expect, test } from 'vitest';
import { dailyPick, dailySeed, isDayText } from '../../src/kernel/seeds';
import { dailyVoyage } from '../../src/core/dailyVoyage';

describe('voyage of the day', () => {
  test('gives everyone the same voyage on one date and another voyage the next day', () => {
    expect(dailyVoyage('2026-12-05')).toEqual(dailyVoyage('2026-12-05'));
    const week = ['01', '02', '03', '04', '05', '06', '07'].map((d) => dailyVoyage(`2026-12-${d}`));
    expect(new Set(week.map((v) => v.seed)).size).toBe(7);
    expect(new Set(week.map((v) => v.motive)).size).toBeGreaterThan(1);
  });

  test('refuses a date that is not a real calendar day', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-12-5', 'today', '2026-04-31']) {
      expect(isDayText(bad)).toBe(false);
      expect(() => dailySeed(bad)).toThrow(/YYYY-MM-DD/);
    }
    expect(isDayText('2028-02-29')).toBe(true);
  });

  test('picks only from the choices given', () => {
    const choices = ['a', 'b', 'c'] as const;
    for (let d = 1; d <= 28; d += 1) {
      expect(choices).toContain(dailyPick(`2027-02-${String(d).padStart(2, '0')}`, 'x', choices));
    }
  });
});
