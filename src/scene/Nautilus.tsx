import { useGLTF } from '@react-three/drei';
import { useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import type { Group, Mesh, MeshStandardMaterial } from 'three';
import { boardViewAtom } from '../state/boardViewAtom';
import { ASSET_URLS } from './assets';
import { OCEAN_LAYOUT } from './layout/boardLayout';
import { useRoomEnvironment } from './useRoomEnvironment';
import { useSlide } from './useSlide';

export function NautilusModel() {
  const { scene } = useGLTF(ASSET_URLS.nautilus, false);
  const environment = useRoomEnvironment();
  const model = useMemo(() => {
    const copy = scene.clone();
    copy.traverse((o) => {
      const mesh = o as Mesh;
      if (!mesh.isMesh) return;
      mesh.castShadow = true;
      const material = (mesh.material as MeshStandardMaterial).clone();
      material.envMap = environment;
      material.envMapIntensity = 0.4;
      mesh.material = material;
    });
    return copy;
  }, [scene, environment]);
  return <primitive object={model} scale={1.45} />;
}

/** The Nautilus miniature, sailing between Ocean berths. */
export function Nautilus({ withModel = true }: { withModel?: boolean }) {
  const ocean = useAtomValue(boardViewAtom).nautilus;
  const ref = useRef<Group>(null);
  const berth = ocean ? OCEAN_LAYOUT[ocean].berth : { x: 0, z: 0 };
  useSlide(ref, [berth.x, 0, berth.z], true);
  return (
    <group ref={ref} name="nautilus" visible={ocean !== null} rotation-y={0.25}>
      {withModel && <NautilusModel />}
    </group>
  );
}

if (typeof document !== 'undefined') useGLTF.preload(ASSET_URLS.nautilus, false);
