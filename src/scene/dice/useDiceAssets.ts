import { useEffect, useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import type { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { DieColor } from '../../state/diceRecording';
import { BLACK_DIE, WHITE_DIE, makeDieAtlas } from './diceTextures';
import { makeDieGeometry } from './dieGeometry';

export interface DiceAssets {
  geometry: RoundedBoxGeometry;
  materials: Record<DieColor, MeshStandardMaterial>;
}

/** One die geometry and one material per colour, shared by every die in the tray. */
export function useDiceAssets(colourBlind: boolean): DiceAssets {
  const geometry = useMemo(() => makeDieGeometry(), []);
  const materials = useMemo(
    () => ({
      white: new MeshStandardMaterial({
        map: makeDieAtlas(WHITE_DIE),
        roughness: 0.32,
        metalness: 0,
      }),
      black: new MeshStandardMaterial({
        map: makeDieAtlas({ ...BLACK_DIE, ringPips: colourBlind }),
        roughness: 0.28,
        metalness: 0,
      }),
    }),
    [colourBlind],
  );
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
