import type { ShipColour } from '../../core/data';
import type { BoardView } from '../../state/table/boardView';
import { SHIP_GROUP_MARKS, type MarkShape } from '../../state/table/colourMarks';
import { TOKEN_SIZE, TOKEN_THICKNESS } from '../layout/boardLayout';
import type { KeyedPiece } from './KeyedPiece';
import { placeShipTokens, shipFacesOf } from './placeShipTokens';
import { placeSquadrons } from './placeSquadrons';

/** A mark chip's diameter in world units: about half a ship counter. */
export const MARK_SIZE = 0.44;
const CHIP_THICKNESS = 0.02;

export interface GroupMarkPlacement extends KeyedPiece {
  group: ShipColour;
  shape: MarkShape;
}

export const markTileKey = (colour: ShipColour) => `mark:${colour}`;

/**
 * One chip per ship counter, waiting reinforcement stack and Squadron miniature, showing its
 * colour group's shape. A chip sits just off the counter's lower-left corner (turning with it):
 * the miniature standing on the counter's upper half would hide it there, and the name and
 * numbers stay readable.
 */
export function placeGroupMarks(view: BoardView): GroupMarkPlacement[] {
  const colourOf = new Map<string, ShipColour>();
  for (const face of shipFacesOf(view)) colourOf.set(`ship:${face.shipId}`, face.colour);
  for (const g of view.notoriety.waitingGroups) {
    for (let j = 0; j < g.tokens; j++) colourOf.set(`waiting:${g.colour}:${j}`, g.colour);
  }
  const marks: GroupMarkPlacement[] = [];
  for (const token of placeShipTokens(view)) {
    const colour = colourOf.get(token.key);
    // A waiting stack shows one chip, on its top counter.
    if (!colour || (/^waiting:.*:(\d+)$/.test(token.key) && colourOf.has(nextKey(token.key))))
      continue;
    const [x, y, z] = token.position;
    const side = token.scale[0];
    const turn = token.rotationY ?? 0;
    const dx = -side * 0.55;
    const dz = side * 0.55;
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    marks.push({
      key: `mark:${token.key}`,
      tileKey: markTileKey(colour),
      group: colour,
      shape: SHIP_GROUP_MARKS[colour],
      position: [x + dx * cos + dz * sin, y + TOKEN_THICKNESS / 2 + 0.012, z - dx * sin + dz * cos],
      scale: [MARK_SIZE * (side / TOKEN_SIZE), CHIP_THICKNESS, MARK_SIZE * (side / TOKEN_SIZE)],
      rotationY: turn,
    });
  }
  placeSquadrons(view).forEach((s, i) => {
    const [x, y, z] = s.position;
    marks.push({
      key: `mark:squadron:${s.colour}:${i}`,
      tileKey: markTileKey(s.colour),
      group: s.colour,
      shape: SHIP_GROUP_MARKS[s.colour],
      position: [x + 0.45 * s.scale, y + CHIP_THICKNESS, z + 0.35 * s.scale],
      scale: [MARK_SIZE, CHIP_THICKNESS, MARK_SIZE],
      rotationY: 0,
    });
  });
  return marks;
}

function nextKey(key: string): string {
  const at = key.lastIndexOf(':');
  return `${key.slice(0, at)}:${Number(key.slice(at + 1)) + 1}`;
}
