import { useEffect, useMemo } from 'react';
import { createCanalGeometry } from './canalGeometry';

/** The Suez Canal, completed in Act III: European Seas ↔ Indian Ocean for Imperialist forces. */
export function SuezCanal() {
  const geometry = useMemo(() => createCanalGeometry(), []);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <mesh name="suez-canal" geometry={geometry} receiveShadow>
      <meshStandardMaterial vertexColors roughness={0.6} />
    </mesh>
  );
}
