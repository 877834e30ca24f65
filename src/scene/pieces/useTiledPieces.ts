import { useMemo } from 'react';
import {
  MeshStandardMaterial,
  type BufferGeometry,
  type MeshStandardMaterialParameters,
} from 'three';
import type { AtlasTile, TileRect } from '../atlas/TileAtlas';
import { useAtlas, type AtlasGrid } from '../atlas/useAtlas';
import { withInstanceTiles } from './instanceTileMaterial';

/** How one set of atlas-textured instanced pieces is built; keep it a module constant. */
export interface TiledLook {
  capacity: number;
  grid: AtlasGrid;
  /** Builds the shared geometry, with room for `capacity` instance tiles. */
  geometry: (capacity: number) => BufferGeometry;
  /** The material's finish (roughness, metalness); the atlas becomes its map. */
  surface: MeshStandardMaterialParameters;
}

const wholeTile = (rect: TileRect) => rect;

/**
 * The geometry, material and pieces (each with its atlas rectangle) that `InstancedPieces` draws
 * for placed pieces named by tile key. `tileOf` (a module-level function) may narrow a
 * piece's rectangle.
 */
export function useTiledPieces<P extends { tileKey: string }>(
  look: TiledLook,
  placed: readonly P[],
  tiles: AtlasTile[],
  tileOf: (rect: TileRect, tileKey: string) => TileRect = wholeTile,
) {
  const geometry = useMemo(() => look.geometry(look.capacity), [look]);
  const material = useMemo(
    () => withInstanceTiles(new MeshStandardMaterial({ ...look.surface })),
    [look],
  );
  const rectOf = useAtlas(tiles, look.grid, material);
  const pieces = useMemo(
    () => placed.map(({ tileKey, ...p }) => ({ ...p, tile: tileOf(rectOf(tileKey), tileKey) })),
    [placed, rectOf, tileOf],
  );
  return { geometry, material, pieces, capacity: look.capacity };
}
