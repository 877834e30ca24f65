import { OCEAN_IDS, type OceanId } from '../../core/data';
import type { BoardView, ShipFace } from '../../state/table/boardView';
import { OCEAN_LAYOUT, type Point } from '../layout/boardLayout';

export interface ShipSpot {
  at: Point;
  /** The ship's face, or null for a Hidden Ship. */
  face: ShipFace | null;
}

/** Where a ship lies on the map now, with its face; null when it is not in an Ocean. */
export function shipSpot(view: BoardView, ship: number): ShipSpot | null {
  for (const ocean of OCEAN_IDS) {
    const slots = view.oceans[ocean].slots;
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i];
      const at = OCEAN_LAYOUT[ocean].slots[i];
      if (at && slot?.kind === 'ship' && slot.ship.shipId === ship) return { at, face: slot.ship };
    }
  }
  return null;
}

/** A ship space of an Ocean, or its centre when the space is not drawn. */
export function slotPoint(ocean: OceanId, slot: number): Point {
  const layout = OCEAN_LAYOUT[ocean];
  return layout.slots[slot] ?? layout.berth;
}

/** Where the Nautilus stands, or null before it is placed. */
export function nautilusPoint(view: BoardView): Point | null {
  return view.nautilus ? OCEAN_LAYOUT[view.nautilus].berth : null;
}

/** Where a Squadron stands in an Ocean, or null for the Tableau and the stacks. */
export function squadronPoint(place: OceanId | 'tableau' | 'stack'): Point | null {
  return place === 'tableau' || place === 'stack' ? null : OCEAN_LAYOUT[place].squadrons[0];
}
