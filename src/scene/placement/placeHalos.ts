import type { BoardView, TableTarget } from '../../state/table/boardView';
import { OCEAN_LAYOUT, TOKEN_SIZE } from '../layout/boardLayout';
import type { Piece } from '../pieces/Piece';
import type { KeyedPiece } from './KeyedPiece';

const HALO_Y = 0.004;
const SELECTABLE = '#ffc95e';
const HOVERED = '#fff0c0';
const SELECTED = '#78dcff';

function sameTarget(a: TableTarget | null, b: TableTarget): boolean {
  return a !== null && a.kind === b.kind && a.id === b.id;
}

/** Glows under every target the current decision offers; the hovered and chosen ones stand out. */
export function placeHalos(
  view: BoardView,
  shipPieces: KeyedPiece[],
  hovered: TableTarget | null = null,
  selected: TableTarget | null = null,
): Piece[] {
  const look = (target: TableTarget) => {
    if (sameTarget(selected, target)) return { colour: SELECTED, grow: 1.06 };
    if (sameTarget(hovered, target)) return { colour: HOVERED, grow: 1.1 };
    return { colour: SELECTABLE, grow: 1 };
  };
  const halos: Piece[] = view.selectable.oceans.map((ocean) => {
    const box = OCEAN_LAYOUT[ocean].box;
    const { colour, grow } = look({ kind: 'ocean', id: ocean });
    return {
      key: `halo:ocean:${ocean}`,
      position: [box.x, HALO_Y, box.z],
      scale: [(box.w + 0.6) * grow, 1, (box.d + 0.6) * grow],
      colour,
    };
  });
  for (const shipId of view.selectable.ships) {
    const piece = shipPieces.find((p) => p.key === `ship:${shipId}`);
    if (!piece) continue;
    const { colour, grow } = look({ kind: 'ship', id: shipId });
    const size = TOKEN_SIZE * 1.55 * grow;
    halos.push({
      key: `halo:ship:${shipId}`,
      position: [piece.position[0], HALO_Y + 0.002, piece.position[2]],
      scale: [size, 1, size],
      colour,
    });
  }
  return halos;
}
