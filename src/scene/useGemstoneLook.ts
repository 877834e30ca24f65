import { useEffect, useMemo } from 'react';
import { MeshPhysicalMaterial, OctahedronGeometry } from 'three';
import { useRoomEnvironment } from './useRoomEnvironment';

/** The cut-glass gemstone: one geometry and a clear-coated material lit by the room. */
export function useGemstoneLook(): {
  geometry: OctahedronGeometry;
  material: MeshPhysicalMaterial;
} {
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
  return { geometry, material };
}
