import type { BoardView } from '../../state/table/boardView';
import type { HighlightTarget } from '../../state/learn/lessonTypes';
import {
  OCEAN_LAYOUT,
  TABLE_LAYOUT,
  actionPointCell,
  notorietyCell,
  resourceCell,
} from '../layout/boardLayout';
import { LAND_LAYOUT, LAND_SIZE } from '../layout/landLayout';

export interface TargetSpot {
  x: number;
  z: number;
  /** Size of the area to ring: an Ocean box, or a round piece (w = d = diameter). */
  w: number;
  d: number;
}

/** Where the dice tray stands beside the board (TableCanvas). */
export const DICE_TRAY_SPOT = { x: 21, z: 9 };

/** Where a lesson's highlight target lies on the table now; null if it is not on the table. */
export function targetPoint(target: HighlightTarget, view: BoardView): TargetSpot | null {
  const round = (p: { x: number; z: number } | undefined, size: number) =>
    p ? { x: p.x, z: p.z, w: size, d: size } : null;
  switch (target.kind) {
    case 'ocean': {
      const box = OCEAN_LAYOUT[target.id].box;
      return { x: box.x, z: box.z, w: box.w, d: box.d };
    }
    case 'ship': {
      for (const [ocean, o] of Object.entries(view.oceans)) {
        const i = o.slots.findIndex((s) => s.kind === 'ship' && s.ship.shipId === target.id);
        if (i >= 0) return round(OCEAN_LAYOUT[ocean as keyof typeof OCEAN_LAYOUT].slots[i], 1.2);
      }
      return null;
    }
    case 'nautilus':
      return view.nautilus ? round(OCEAN_LAYOUT[view.nautilus].berth, 1.5) : null;
    case 'squadron': {
      const i = view.oceans[target.ocean].squadrons.indexOf(target.colour);
      return i >= 0 ? round(OCEAN_LAYOUT[target.ocean].squadrons[i], 1.1) : null;
    }
    case 'track':
      if (target.track === 'notoriety') return round(notorietyCell(view.notoriety.value), 1.1);
      if (target.track === 'ap') return round(actionPointCell(view.actionPoints.nautilus), 1.3);
      if (target.track === 'imperialistAp')
        return view.actionPoints.imperialist === null
          ? null
          : round(actionPointCell(view.actionPoints.imperialist), 1.3);
      return round(resourceCell(target.track, view.resources.positions[target.track]), 1.3);
    case 'land':
      return round(LAND_LAYOUT.find((l) => l.id === target.id)?.at, LAND_SIZE * 2.4);
    case 'card':
      return { ...TABLE_LAYOUT.revealedCard, w: 2.6, d: 3.5 };
    case 'dice':
      return { ...DICE_TRAY_SPOT, w: 6, d: 6 };
  }
}
