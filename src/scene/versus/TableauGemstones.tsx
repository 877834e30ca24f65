import { useEffect, useMemo } from 'react';
import { MeshPhysicalMaterial, OctahedronGeometry } from 'three';
import type { ImperialistView } from '../../state/boardView';
import { InstancedPieces } from '../pieces/InstancedPieces';
import { useRoomEnvironment } from '../useRoomEnvironment';
import { GEMS_PER_BOX, placeTableauGems } from './placeTableauGems';

/** The Imperialist's gemstones in the Tableau, in one draw call. */
export function TableauGemstones({ imperialist }: { imperialist: ImperialistView }) {
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
  const pieces = useMemo(() => placeTableauGems(imperialist), [imperialist]);
  return (
    <InstancedPieces
      name="versus-gemstones"
      pieces={pieces}
      geometry={geometry}
      material={material}
      capacity={GEMS_PER_BOX * 3}
      castShadow
    />
  );
}
