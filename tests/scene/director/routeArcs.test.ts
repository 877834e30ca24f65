import { describe, expect, test } from 'vitest';
import { OCEANS } from '../../../src/core/data/oceans';
import type { OceanId } from '../../../src/core/data/types';
import { BOARD_WIDTH } from '../../../src/scene/layout/boardGeometry';
import { arcsOf } from '../../../src/scene/director/routeArcs';

describe('lesson route arcs', () => {
  test('keep every arc of every link on the board, the canal across the map edge too', () => {
    for (const [from, ocean] of Object.entries(OCEANS)) {
      for (const { to } of ocean.links) {
        for (const arc of arcsOf(from as OceanId, to, true)) {
          for (const p of [arc.start, arc.mid, arc.end])
            expect(Math.abs(p[0]), `${from}→${to}`).toBeLessThanOrEqual(BOARD_WIDTH / 2);
        }
      }
    }
  });

  test('split the Suez line in two halves, the arrowhead only on the half that enters the Indian Ocean', () => {
    const arcs = arcsOf('europeanSeas', 'indianOcean', true);
    expect(arcs.map((a) => a.head)).toEqual([false, true]);
    expect(arcs[1]!.end[0]).toBeLessThan(0);
  });
});
