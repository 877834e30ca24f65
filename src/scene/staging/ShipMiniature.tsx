import { useEffect, useMemo } from 'react';
import type { ShipFace } from '../../state/boardView';
import { SHIP_FILL } from '../atlas/shipColours';
import { useRoomEnvironment } from '../useRoomEnvironment';
import { miniatureClassFor, type MiniatureClass } from './miniatureClass';
import { createShipMiniatureGeometry } from './shipMiniatureGeometry';

const SCALE = 2;

export function miniatureClassOf(face: ShipFace | null): MiniatureClass {
  if (!face) return 'hidden';
  return miniatureClassFor(face.shipClass, face.warship);
}

/** The miniature of a ship token's class, in its colour: what a staging sails, fires and sinks. */
export function ShipMiniature({ face }: { face: ShipFace | null }) {
  const kind = miniatureClassOf(face);
  const accent = face ? SHIP_FILL[face.colour] : '#26384a';
  const geometry = useMemo(() => createShipMiniatureGeometry(kind, accent), [kind, accent]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  const environment = useRoomEnvironment();
  return (
    <mesh geometry={geometry} scale={SCALE} castShadow>
      <meshStandardMaterial
        vertexColors
        roughness={0.5}
        metalness={0.3}
        envMap={environment}
        envMapIntensity={0.6}
      />
    </mesh>
  );
}
