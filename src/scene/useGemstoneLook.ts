import { useMemo } from 'react';
import { MeshPhysicalMaterial, OctahedronGeometry } from 'three';
import { useRoomReflection } from './useRoomEnvironment';

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
  useRoomReflection(material, 1.2);
  return { geometry, material };
}
