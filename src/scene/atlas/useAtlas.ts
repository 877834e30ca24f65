import { useEffect, useMemo } from 'react';
import type { Material, Texture } from 'three';
import { TileAtlas, type AtlasTile, type TileRect } from './TileAtlas';

export interface AtlasGrid {
  cols: number;
  rows: number;
  tileW: number;
  tileH: number;
}

/**
 * Keeps one atlas per material, drawing new tiles as keys appear. Returns a lookup that changes
 * identity whenever tiles were added, so memoised pieces pick up new rectangles.
 */
export function useAtlas(
  tiles: AtlasTile[],
  grid: AtlasGrid,
  material: Material & { map: Texture | null },
): (key: string) => TileRect {
  const atlas = useMemo(
    () => new TileAtlas(grid.cols, grid.rows, grid.tileW, grid.tileH),
    [grid.cols, grid.rows, grid.tileW, grid.tileH],
  );
  useEffect(() => {
    material.map = atlas.texture;
    material.needsUpdate = true;
    return () => atlas.dispose();
  }, [atlas, material]);
  return useMemo(() => {
    atlas.ensure(tiles);
    return (key: string) => atlas.rectOf(key);
  }, [atlas, tiles]);
}
