import { OCEAN_IDS, type ShipColour } from '../../core/data';
import type { BoardView } from '../../state/table/boardView';
import { Color } from 'three';
import { SHIP_FILL, inkFor } from '../atlas/shipColours';
import type { Piece } from '../pieces/Piece';
import { OCEAN_LAYOUT, TOKEN_SIZE, TOKEN_THICKNESS } from '../layout/boardLayout';
import { jitter } from './KeyedPiece';
import { REVEALED_CLASSES, miniatureClassFor, type RevealedClass } from '../staging/miniatureClass';

/** Miniature length over token size: it stands on the token's name, its figures stay in view. */
const SCALE: Record<RevealedClass, number> = {
  steamer: 0.95,
  clipper: 0.95,
  frigate: 1.0,
  ironclad: 1.02,
  battleship: 1.08,
  serpent: 1.0,
  airship: 1.0,
};
/** Taller than true scale, so that the class reads from the default camera's slant. */
const LIFT = 1.25;
/**
 * On the token's upper third (away from the camera): clear of Attack and Defense below it and of
 * the name printed low on the face (SHIP_NAME_BAND).
 */
const SET_BACK = TOKEN_SIZE * 0.33;

/** The token's colour, deepened on pale tokens so that the miniature does not vanish into its counter. */
export function miniatureAccent(colour: ShipColour): string {
  const fill = SHIP_FILL[colour];
  return inkFor(colour) === '#1d1a14'
    ? `#${new Color(fill).multiplyScalar(0.6).getHexString()}`
    : fill;
}

export type MiniaturePlacements = Record<RevealedClass, Piece[]>;

/**
 * A miniature of its class (miniatureClassFor) on every revealed ship at sea, standing on its token in the token's
 * colour (deepened on pale tokens); Hidden Ships, Tonnage and Salvage keep their flat counters.
 */
export function placeShipMiniatures(view: BoardView): MiniaturePlacements {
  const placed = Object.fromEntries(
    REVEALED_CLASSES.map((c) => [c, [] as Piece[]]),
  ) as MiniaturePlacements;
  for (const ocean of OCEAN_IDS) {
    const layout = OCEAN_LAYOUT[ocean];
    view.oceans[ocean].slots.forEach((slot, i) => {
      const at = layout.slots[i];
      if (!at || slot.kind !== 'ship') return;
      const kind = miniatureClassFor(slot.ship.shipClass, slot.ship.warship);
      const key = `ship:${slot.ship.shipId}`;
      const size = TOKEN_SIZE * SCALE[kind];
      placed[kind].push({
        key,
        position: [at.x, TOKEN_THICKNESS, at.z - SET_BACK],
        scale: [size, size * LIFT, size],
        // Bow to the east, turned with the token's own twist.
        rotationY: jitter(key) + 0.05,
        colour: miniatureAccent(slot.ship.colour),
      });
    });
  }
  return placed;
}
