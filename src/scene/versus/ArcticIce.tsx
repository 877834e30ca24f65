import { useEffect, useMemo } from 'react';
import { createIceGeometry } from './iceGeometry';

/** Arctic Ice across the Western Pacific–Arctic and Pacific Coast–Arctic links (seed 000 §7). */
export function ArcticIce() {
  const geometry = useMemo(() => createIceGeometry(), []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh name="arctic-ice" geometry={geometry} castShadow receiveShadow>
      <meshStandardMaterial
        vertexColors
        roughness={0.25}
        metalness={0.05}
        emissive="#9fc4dc"
        emissiveIntensity={0.3}
        flatShading
      />
    </mesh>
  );
}
