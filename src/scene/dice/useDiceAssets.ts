import { useEffect, useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import type { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { DieColor } from '../../state/table/diceRecording';
import { BLACK_DIE, WHITE_DIE, makeDieAtlas } from './diceTextures';
import { makeDieGeometry } from './dieGeometry';

export interface DiceAssets {
  geometry: RoundedBoxGeometry;
  materials: Record<DieColor, MeshStandardMaterial>;
}

/** One die geometry and one material per colour, shared by every die in the tray. */
export function useDiceAssets(colourBlind: boolean): DiceAssets {
  const geometry = useMemo(() => makeDieGeometry(), []);
  const materials = useMemo(() => {
    const whiteMap = makeDieAtlas(WHITE_DIE);
    const blackMap = makeDieAtlas({ ...BLACK_DIE, ringPips: colourBlind });
    return {
      white: new MeshStandardMaterial({
        map: whiteMap,
        color: whiteMap ? '#ffffff' : WHITE_DIE.body,
        roughness: 0.32,
        metalness: 0,
      }),
      black: new MeshStandardMaterial({
        map: blackMap,
        color: blackMap ? '#ffffff' : BLACK_DIE.body,
        roughness: 0.28,
        metalness: 0,
      }),
    };
  }, [colourBlind]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  useEffect(
    () => () => {
      for (const material of Object.values(materials)) {
        material.map?.dispose();
        material.dispose();
      }
    },
    [materials],
  );
  return { geometry, materials };
}
