import type { BoardView } from '../../state/boardView';
import { OCEAN_LAYOUT, TOKEN_SIZE } from '../layout/boardLayout';
import type { Piece } from '../pieces/Piece';
import type { KeyedPiece } from './KeyedPiece';

const HALO_Y = 0.004;

/** Glows under every target the current decision offers. */
export function placeHalos(view: BoardView, shipPieces: KeyedPiece[]): Piece[] {
  const halos: Piece[] = view.selectable.oceans.map((ocean) => {
    const box = OCEAN_LAYOUT[ocean].box;
    return {
      key: `halo:ocean:${ocean}`,
      position: [box.x, HALO_Y, box.z],
      scale: [box.w + 0.6, 1, box.d + 0.6],
    };
  });
  for (const shipId of view.selectable.ships) {
    const piece = shipPieces.find((p) => p.key === `ship:${shipId}`);
    if (!piece) continue;
    const size = TOKEN_SIZE * 1.55;
    halos.push({
      key: `halo:ship:${shipId}`,
      position: [piece.position[0], HALO_Y + 0.002, piece.position[2]],
      scale: [size, 1, size],
    });
  }
  return halos;
}
