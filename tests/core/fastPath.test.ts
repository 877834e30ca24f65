import { describe, expect, test } from 'vitest';
import { recordOf } from './fastPathRecords';
import { FAST_PATH_RECORDS } from './fastPathRecords.fixture';

describe('the fast path plays the same games as before its speed-up', () => {
  for (const kind of ['random', 'greedy', 'versus'] as const) {
    test(`${kind} games: same length and final state hash for the same seeds`, () => {
      const expected = FAST_PATH_RECORDS[kind];
      expect(expected.map((_, i) => recordOf(kind, i))).toEqual(expected);
    });
  }
});
