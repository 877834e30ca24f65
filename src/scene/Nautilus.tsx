import { useGLTF } from '@react-three/drei';
import { useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import type { Group, Mesh } from 'three';
import { boardViewAtom } from '../state/boardViewAtom';
import { ASSET_URLS } from './assets';
import { OCEAN_LAYOUT } from './layout/boardLayout';
import { useSlide } from './useSlide';

export function NautilusModel() {
  const { scene } = useGLTF(ASSET_URLS.nautilus, false);
  const model = useMemo(() => {
    const copy = scene.clone();
    copy.traverse((o) => {
      if ((o as Mesh).isMesh) o.castShadow = true;
    });
    return copy;
  }, [scene]);
  return <primitive object={model} scale={1.45} />;
}

/** The Nautilus miniature, sailing between Ocean berths. */
export function Nautilus({ withModel = true }: { withModel?: boolean }) {
  const ocean = useAtomValue(boardViewAtom).nautilus;
  const ref = useRef<Group>(null);
  const berth = ocean ? OCEAN_LAYOUT[ocean].berth : { x: 0, z: 0 };
  useSlide(ref, [berth.x, 0, berth.z]);
  return (
    <group ref={ref} name="nautilus" visible={ocean !== null} rotation-y={0.25}>
      {withModel && <NautilusModel />}
    </group>
  );
}

if (typeof document !== 'undefined') useGLTF.preload(ASSET_URLS.nautilus, false);
