import type { PointedPiece } from '../../state/nemo/pointedPiece';
import { OCEAN_LAYOUT, TOKEN_SIZE, TOKEN_THICKNESS } from '../layout/boardLayout';
import type { Piece } from '../pieces/Piece';
import type { KeyedPiece } from './KeyedPiece';

const POINTED = '#9ff0ff';

/** A bright halo on the piece, or around the Ocean, that the hovered option names. */
export function placePointedHalo(pointed: PointedPiece | null, shipPieces: KeyedPiece[]): Piece[] {
  if (!pointed) return [];
  if (pointed.kind === 'ocean') {
    const box = OCEAN_LAYOUT[pointed.id].box;
    return [
      {
        key: 'halo:pointed',
        position: [box.x, 0.006, box.z],
        scale: [box.w + 0.9, 1, box.d + 0.9],
        colour: POINTED,
      },
    ];
  }
  const key =
    pointed.kind === 'ship' ? `ship:${pointed.id}` : `hidden:${pointed.ocean}:${pointed.slot}`;
  const piece = shipPieces.find((p) => p.key === key);
  if (!piece) return [];
  // Over the token: the additive glow brightens it and rings its edge.
  const size = TOKEN_SIZE * 1.6;
  return [
    {
      key: 'halo:pointed',
      position: [piece.position[0], TOKEN_THICKNESS * 1.5, piece.position[2]],
      scale: [size, 1, size],
      colour: POINTED,
    },
  ];
}
