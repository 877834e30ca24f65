import { describe, expect, test } from 'vitest';
import { LANDS, OCEAN_LINKS, OCEANS } from '../../../src/core/data/oceans';
import { OCEAN_IDS } from '../../../src/core/data/types';
import {
  LAND_LAYOUT,
  LINK_LAYOUT,
  OCEAN_LAYOUT,
  actionPointCell,
  notorietyCell,
  resourceCell,
  type Rect,
} from '../../../src/scene/layout/boardLayout';

const overlaps = (a: Rect, b: Rect) =>
  Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.z - b.z) < (a.d + b.d) / 2;

describe('board layout', () => {
  test('prints one ship space per unit of capacity in every Ocean', () => {
    for (const id of OCEAN_IDS) expect(OCEAN_LAYOUT[id].slots).toHaveLength(OCEANS[id].capacity);
  });

  test('keeps Ocean boxes apart and on the board', () => {
    for (const a of OCEAN_IDS) {
      const box = OCEAN_LAYOUT[a].box;
      expect(Math.abs(box.x) + box.w / 2).toBeLessThanOrEqual(16);
      for (const b of OCEAN_IDS) {
        if (a !== b) expect(overlaps(box, OCEAN_LAYOUT[b].box), `${a} overlaps ${b}`).toBe(false);
      }
    }
  });

  test('places every land space of the rules, off the Ocean boxes', () => {
    expect(LAND_LAYOUT.map((l) => l.id).sort()).toEqual(LANDS.map((l) => l.id).sort());
    for (const land of LAND_LAYOUT) {
      const square = { ...land.at, w: 0.46, d: 0.46 };
      for (const id of OCEAN_IDS) {
        expect(overlaps(square, OCEAN_LAYOUT[id].box), `${land.id} on ${id}`).toBe(false);
      }
    }
  });

  test('draws every connection of the rules, the Arabian Tunnel across the map edge', () => {
    expect(LINK_LAYOUT).toHaveLength(OCEAN_LINKS.length);
    const tunnel = LINK_LAYOUT.find((l) => l.label === 'Arabian Tunnel');
    expect(tunnel).toMatchObject({ kind: 'dotted', wraps: true });
  });

  test('keeps markers on their tracks whatever value they are given', () => {
    expect(notorietyCell(60)).toEqual(notorietyCell(51));
    expect(notorietyCell(-2)).toEqual(notorietyCell(0));
    expect(resourceCell('nemo', 9)).toEqual(resourceCell('nemo', 6));
    expect(actionPointCell(7)).toEqual(actionPointCell(5));
    expect(resourceCell('crew', 6.5).x).toBeLessThan(resourceCell('crew', 6).x);
  });
});
