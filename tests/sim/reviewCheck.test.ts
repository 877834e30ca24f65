import { describe, expect, test } from 'vitest';
import { checkReview, greedyRecord, summarizeReview } from '../../scripts/sim/reviewCheck';
import { reviewGame } from '../../src/core/bots/search/coachAdvice';

describe('reviewCheck (issue 25 §4)', () => {
  test("asks the deep search about each of the review's costliest decisions, deterministically", () => {
    // The opening of a finished game keeps the test short: the review reads any prefix.
    const { setup, actions: all } = greedyRecord('review-test', 0);
    const actions = all.slice(0, 40);
    const items = reviewGame(setup, actions, { playouts: 1 });
    expect(items.length).toBeGreaterThan(0);
    const verdicts = checkReview(setup, actions, items, 2);
    const named = new Set(items.map((i) => i.index));
    expect(verdicts.every((v) => named.has(v.index))).toBe(true);
    expect(checkReview(setup, actions, items, 2)).toEqual(verdicts);
    for (const v of verdicts) {
      expect(v.confirmed).toBe(v.deepCost > 0);
      if (v.clearly) expect(v.confirmed).toBe(true);
    }
    const s = summarizeReview(1, verdicts);
    expect(s.items).toBe(verdicts.length);
    expect(s.confirmed).toBe(verdicts.filter((v) => v.confirmed).length);
  });
});
