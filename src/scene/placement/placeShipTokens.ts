import { OCEAN_IDS } from '../../core/data';
import type { BoardView, ShipFace } from '../../state/table/boardView';
import {
  NOTORIETY_CELL,
  OCEAN_LAYOUT,
  SALVAGE_CELLS,
  TOKEN_SIZE,
  TOKEN_THICKNESS,
  notorietyCell,
  tonnageCell,
  type Point,
} from '../layout/boardLayout';
import { jitter, type KeyedPiece } from './KeyedPiece';

export function shipFaceKey(ship: ShipFace): string {
  return `face:${ship.shipId}:${ship.colour}:${ship.attack ?? '-'}:${ship.defense}:${ship.notoriety}`;
}

export const HIDDEN_TILE = 'hidden';
export const groupTileKey = (colour: string, space: number) => `group:${colour}:${space}`;

/**
 * A ship in an Ocean fills its slot as far as the jitter of its neighbours allows (a turned
 * square of side s reaches 0.53 s from its centre; slots are 1 apart): the largest tile the
 * board's layout has room for, so that it reads at the default view (issue 27 point 10).
 */
const OCEAN_TOKEN = 0.93;

function token(key: string, tileKey: string, at: Point, size: number, level = 0): KeyedPiece {
  return {
    key,
    tileKey,
    position: [at.x, TOKEN_THICKNESS * (level + 0.5), at.z],
    scale: [size, TOKEN_THICKNESS, size],
    rotationY: jitter(key),
  };
}

/** Every ship counter and Hidden Ship marker on the table, keyed so a ship keeps its key as it moves. */
export function placeShipTokens(view: BoardView): KeyedPiece[] {
  const pieces: KeyedPiece[] = [];
  for (const ocean of OCEAN_IDS) {
    const layout = OCEAN_LAYOUT[ocean];
    view.oceans[ocean].slots.forEach((slot, i) => {
      const at = layout.slots[i];
      if (!at || slot.kind === 'empty') return;
      if (slot.kind === 'hidden')
        pieces.push(token(`hidden:${ocean}:${i}`, HIDDEN_TILE, at, OCEAN_TOKEN));
      else pieces.push(token(`ship:${slot.ship.shipId}`, shipFaceKey(slot.ship), at, OCEAN_TOKEN));
    });
  }
  view.tonnage.forEach((column, c) =>
    column.slice(0, 6).forEach((ship, r) => {
      pieces.push(
        token(`ship:${ship.shipId}`, shipFaceKey(ship), tonnageCell(c, r), TOKEN_SIZE * 0.95),
      );
    }),
  );
  view.salvage.slice(0, SALVAGE_CELLS.length).forEach((ship, i) => {
    const at = SALVAGE_CELLS[i];
    if (at) pieces.push(token(`ship:${ship.shipId}`, shipFaceKey(ship), at, TOKEN_SIZE * 0.95));
  });
  for (const group of view.notoriety.waitingGroups) {
    const at = notorietyCell(group.space);
    for (let j = 0; j < group.tokens; j++) {
      const key = `waiting:${group.colour}:${j}`;
      pieces.push(
        token(key, groupTileKey(group.colour, group.space), at, NOTORIETY_CELL * 0.92, j),
      );
    }
  }
  return pieces;
}

/** Ship faces in table order, one per atlas tile. */
export function shipFacesOf(view: BoardView): ShipFace[] {
  const faces: ShipFace[] = [];
  for (const ocean of OCEAN_IDS) {
    for (const slot of view.oceans[ocean].slots) if (slot.kind === 'ship') faces.push(slot.ship);
  }
  return [...faces, ...view.tonnage.flat(), ...view.salvage];
}
