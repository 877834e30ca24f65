import { describe, expect, test } from 'vitest';
import { OCEAN_IDS } from '../../../src/core/data/types';
import { sampleBoardView } from '../../../src/state/table/sampleBoardView';
import { OCEAN_LAYOUT } from '../../../src/scene/layout/boardLayout';
import {
  nautilusPoint,
  shipSpot,
  slotPoint,
  squadronPoint,
} from '../../../src/scene/staging/stagingSpots';

describe('where a staging plays', () => {
  const view = sampleBoardView();

  test('finds a ship in its Ocean space, with its face, and nothing for a ship not on the map', () => {
    const placed = OCEAN_IDS.flatMap((ocean) =>
      view.oceans[ocean].slots.flatMap((slot, i) =>
        slot.kind === 'ship' ? [{ ocean, i, ship: slot.ship }] : [],
      ),
    );
    expect(placed.length).toBeGreaterThan(0);
    for (const { ocean, i, ship } of placed) {
      const spot = shipSpot(view, ship.shipId);
      expect(spot?.at).toEqual(OCEAN_LAYOUT[ocean].slots[i]);
      expect(spot?.face?.name).toBe(ship.name);
    }
    expect(shipSpot(view, 99_999)).toBeNull();
  });

  test('fires from the Nautilus berth, and sails Squadrons only between Oceans', () => {
    if (view.nautilus) expect(nautilusPoint(view)).toEqual(OCEAN_LAYOUT[view.nautilus].berth);
    expect(nautilusPoint({ ...view, nautilus: null })).toBeNull();
    expect(squadronPoint('tableau')).toBeNull();
    expect(squadronPoint('indianOcean')).toEqual(OCEAN_LAYOUT.indianOcean.squadrons[0]);
    expect(slotPoint('indianOcean', 99)).toEqual(OCEAN_LAYOUT.indianOcean.berth);
  });
});
