import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { MeshPhysicalMaterial, OctahedronGeometry } from 'three';
import { boardViewAtom } from '../state/boardViewAtom';
import { InstancedPieces } from './pieces/InstancedPieces';
import { useRoomEnvironment } from './useRoomEnvironment';
import { placeGemstones } from './placement/placeGemstones';

export function Gemstones() {
  const view = useAtomValue(boardViewAtom);
  const geometry = useMemo(() => new OctahedronGeometry(0.5, 0), []);
  const material = useMemo(
    () =>
      new MeshPhysicalMaterial({
        roughness: 0.12,
        metalness: 0.1,
        clearcoat: 1,
        flatShading: true,
      }),
    [],
  );
  const environment = useRoomEnvironment();
  useEffect(() => {
    material.envMap = environment;
    material.envMapIntensity = 1.2;
    material.needsUpdate = true;
  }, [material, environment]);
  const pieces = useMemo(() => placeGemstones(view), [view]);
  return (
    <InstancedPieces
      name="gemstones"
      pieces={pieces}
      geometry={geometry}
      material={material}
      capacity={32}
      castShadow
    />
  );
}
