import { describe, expect, test } from 'vitest';
import { measureCoachAgreement, summarize, type Agreement } from '../../scripts/sim/coachAgreement';

const tiny = () =>
  measureCoachAgreement({
    positions: 2,
    seed: 'coach-test',
    deepFactor: 1,
    perGame: 2,
    expectedChoices: 1,
    coachBudget: { playouts: 4 },
    moveBudget: { playouts: 2 },
  });

describe('coachAgreement (issue 25 §4)', () => {
  test('compares the coach with the deep search the same way for the same seed', () => {
    const rows = tiny();
    expect(rows).toHaveLength(2);
    expect(tiny()).toEqual(rows);
    for (const r of rows) {
      expect(r.options).toBeGreaterThan(1);
      expect(r.loss).toBeGreaterThanOrEqual(0);
      // The deep search plays every option at least its share of K × the coach's playouts.
      expect(r.deepPerOption * r.options).toBeGreaterThanOrEqual(r.coachPlayouts);
      if (r.agrees) expect(r.loss).toBe(0);
    }
  });

  test('summarizes agreement, ties and the mean loss', () => {
    const row = (agrees: boolean, loss: number, tie: boolean): Agreement => ({
      game: 0,
      at: 0,
      kind: 'action',
      options: 2,
      coachPlayouts: 32,
      deepPerOption: 128,
      agrees,
      loss,
      tie,
    });
    const s = summarize([row(true, 0, true), row(false, 3, false), row(false, 0.5, true)]);
    expect(s.positions).toBe(3);
    expect(s.agreement).toBeCloseTo(1 / 3, 3);
    expect(s.agreementOrTie).toBeCloseTo(2 / 3, 3);
    expect(s.meanLoss).toBeCloseTo(3.5 / 3, 2);
    expect(s.lossUnder1).toBeCloseTo(2 / 3, 3);
    expect(s.byKind.action?.n).toBe(3);
  });
});
