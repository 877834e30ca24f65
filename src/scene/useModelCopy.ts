import { useGLTF } from '@react-three/drei';
import { useMemo } from 'react';
import { Color, type Group, type Mesh, type MeshStandardMaterial } from 'three';
import { useRoomEnvironment } from './useRoomEnvironment';

/**
 * This component's own copy of the model at `url`: every mesh casts a shadow and gets its own
 * material reflecting the room at `envMapIntensity`, tinted `tint` when one is given.
 */
export function useModelCopy(url: string, envMapIntensity: number, tint?: string): Group {
  const { scene } = useGLTF(url, false);
  const environment = useRoomEnvironment();
  return useMemo(() => {
    const copy = scene.clone();
    copy.traverse((o) => {
      const mesh = o as Mesh;
      if (!mesh.isMesh) return;
      mesh.castShadow = true;
      const material = (mesh.material as MeshStandardMaterial).clone();
      if (tint !== undefined) material.color = new Color(tint);
      material.envMap = environment;
      material.envMapIntensity = envMapIntensity;
      mesh.material = material;
    });
    return copy;
  }, [scene, environment, envMapIntensity, tint]);
}
