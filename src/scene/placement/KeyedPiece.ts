import type { Piece } from '../pieces/Piece';

/** A piece whose face is named by an atlas key, resolved once the atlas is built. */
export interface KeyedPiece extends Omit<Piece, 'tile'> {
  tileKey: string;
}

/** A small, stable twist per piece so that counters do not look machine-placed. */
export function jitter(key: string, amount = 0.06): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (((h >>> 0) % 1000) / 1000 - 0.5) * 2 * amount;
}
