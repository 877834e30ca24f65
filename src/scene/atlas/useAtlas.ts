import { useEffect, useMemo } from 'react';
import type { Material, Texture } from 'three';
import { createAtlas, type Atlas, type AtlasTile } from './createAtlas';

/** Builds the atlas when the set of tile keys changes and hands its texture to the material. */
export function useAtlas(
  tiles: AtlasTile[],
  tileW: number,
  tileH: number,
  material: Material & { map: Texture | null },
): Atlas {
  const signature = tiles.map((t) => t.key).join('|');
  const atlas = useMemo(
    () => createAtlas(tiles, tileW, tileH),
    // the signature names every tile, so tiles with the same keys draw the same picture
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [signature, tileW, tileH],
  );
  useEffect(() => {
    material.map = atlas.texture;
    material.needsUpdate = true;
    return () => atlas.texture?.dispose();
  }, [atlas, material]);
  return atlas;
}
