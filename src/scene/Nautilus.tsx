import { useGLTF } from '@react-three/drei';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import type { Group } from 'three';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { ASSET_URLS } from './assets';
import { OCEAN_LAYOUT } from './layout/boardLayout';
import { useModelCopy } from './useModelCopy';
import { useSlide } from './useSlide';

/** As long as its berth allows: any longer and it covers the Ocean's ship tokens. */
const NAUTILUS_SCALE = 1.45;

export function NautilusModel() {
  // Bright enough to stand out against the navy Ocean boxes at the default view (issue 27).
  const model = useModelCopy(ASSET_URLS.nautilus, 1.0);
  return <primitive object={model} scale={NAUTILUS_SCALE} />;
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
