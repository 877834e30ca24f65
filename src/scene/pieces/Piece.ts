import type { TileRect } from '../atlas/TileAtlas';

export type Vec3 = readonly [number, number, number];

/** One instance of an instanced piece mesh: where it should rest and how it looks. */
export interface Piece {
  key: string;
  position: Vec3;
  scale: Vec3;
  rotationY?: number;
  tile?: TileRect;
  colour?: string;
}
