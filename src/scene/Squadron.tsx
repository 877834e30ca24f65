import { useGLTF } from '@react-three/drei';
import { useRef } from 'react';
import type { Group } from 'three';
import type { SquadronColour } from '../state/table/boardView';
import { ASSET_URLS } from './assets';
import type { SquadronPlacement } from './placement/placeSquadrons';
import { useModelCopy } from './useModelCopy';
import { useSlide } from './useSlide';

const TINT: Record<SquadronColour, string> = { blue: '#6f95ea', green: '#5cc07a' };

function SquadronModel({ colour }: { colour: SquadronColour }) {
  const model = useModelCopy(ASSET_URLS.squadron, 0.35, TINT[colour]);
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
