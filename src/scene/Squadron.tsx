import { useGLTF } from '@react-three/drei';
import { useMemo, useRef } from 'react';
import { Color, type Group, type Mesh, type MeshStandardMaterial } from 'three';
import type { SquadronColour } from '../state/boardView';
import { ASSET_URLS } from './assets';
import type { SquadronPlacement } from './placement/placeSquadrons';
import { useRoomEnvironment } from './useRoomEnvironment';
import { useSlide } from './useSlide';

const TINT: Record<SquadronColour, string> = { blue: '#6f95ea', green: '#5cc07a' };

function SquadronModel({ colour }: { colour: SquadronColour }) {
  const { scene } = useGLTF(ASSET_URLS.squadron, false);
  const environment = useRoomEnvironment();
  const model = useMemo(() => {
    const copy = scene.clone();
    copy.traverse((o) => {
      const mesh = o as Mesh;
      if (!mesh.isMesh) return;
      mesh.castShadow = true;
      const material = (mesh.material as MeshStandardMaterial).clone();
      material.color = new Color(TINT[colour]);
      material.envMap = environment;
      material.envMapIntensity = 0.35;
      mesh.material = material;
    });
    return copy;
  }, [scene, colour, environment]);
  return <primitive object={model} />;
}

/** An Imperialist Squadron miniature: a flotilla of three warships on a painted base. */
export function Squadron({
  placement,
  withModel = true,
}: {
  placement: SquadronPlacement;
  withModel?: boolean;
}) {
  const ref = useRef<Group>(null);
  useSlide(ref, placement.position);
  return (
    <group
      ref={ref}
      name={`squadron:${placement.colour}`}
      scale={placement.scale}
      rotation-y={-0.4}
    >
      {withModel && <SquadronModel colour={placement.colour} />}
    </group>
  );
}

if (typeof document !== 'undefined') useGLTF.preload(ASSET_URLS.squadron, false);
