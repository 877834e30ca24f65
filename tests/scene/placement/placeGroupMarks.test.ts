import { describe, expect, test } from 'vitest';
import { placeGroupMarks } from '../../../src/scene/placement/placeGroupMarks';
import { placeShipTokens, shipFacesOf } from '../../../src/scene/placement/placeShipTokens';
import { sampleBoardView } from '../../../src/state/table/sampleBoardView';
import { MARK_GLYPHS, SEAT_MARKS, SHIP_GROUP_MARKS } from '../../../src/state/table/colourMarks';

describe('colour-blind marks', () => {
  test('give every ship colour group, and every seat, a shape of its own', () => {
    const groups = Object.values(SHIP_GROUP_MARKS);
    expect(new Set(groups).size).toBe(groups.length);
    expect(new Set(SEAT_MARKS).size).toBe(SEAT_MARKS.length);
    expect(new Set(Object.values(MARK_GLYPHS)).size).toBe(Object.keys(MARK_GLYPHS).length);
  });

  test('put one chip on each face-up counter and on each waiting stack, showing its group', () => {
    const view = sampleBoardView();
    const marks = placeGroupMarks(view);
    const tokens = new Map(placeShipTokens(view).map((t) => [t.key, t]));
    for (const face of shipFacesOf(view)) {
      const chip = marks.find((m) => m.key === `mark:ship:${face.shipId}`);
      expect(chip?.shape).toBe(SHIP_GROUP_MARKS[face.colour]);
      // On the counter's corner, just above its top face.
      const token = tokens.get(`ship:${face.shipId}`)!;
      expect(
        Math.hypot(chip!.position[0] - token.position[0], chip!.position[2] - token.position[2]),
      ).toBeLessThan(token.scale[0]);
      expect(chip!.position[1]).toBeGreaterThan(token.position[1]);
    }
    for (const g of view.notoriety.waitingGroups) {
      expect(marks.filter((m) => m.key.startsWith(`mark:waiting:${g.colour}:`))).toHaveLength(
        g.tokens > 0 ? 1 : 0,
      );
    }
    expect(marks.some((m) => m.key.startsWith('mark:hidden'))).toBe(false);
  });
});
