import { describe, expect, test } from 'vitest';
import { CORNERS } from '../../../src/flip/index';
import { MAP_COLUMNS, MAP_ROWS } from '../../../src/flip/data/board';
import { cornerName } from '../../../src/state/flip/flipLabels';

describe('Flip Voyage exploration rewards read as words', () => {
  test('every corner names its reward and the squares it touches, never “I|J, 3|4”', () => {
    CORNERS.value.forEach((c, i) => {
      const name = cornerName(i);
      expect(name).not.toMatch(/\|/);
      expect(name).toMatch(/^(knowledge|salvage|crew|treasure)/i);
      expect(name).toMatch(/from the corner of [A-L]\d+/);
      if (c.x > 0 && c.y > 0 && c.x < MAP_COLUMNS && c.y < MAP_ROWS)
        expect(name).toMatch(/, [A-L]\d+, [A-L]\d+ and [A-L]\d+$/);
    });
  });
});
