import { useEffect, useMemo } from 'react';
import type { ShipFace } from '../../state/table/boardView';
import { SHIP_FILL } from '../atlas/shipColours';
import { createAccentTintMaterial } from '../pieces/accentTintMaterial';
import { useRoomReflection } from '../useRoomEnvironment';
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
  // Matte paint, wood and sails, glossy iron: per part, from the geometry (applyMetalSurface).
  const material = useMemo(createAccentTintMaterial, []);
  useEffect(() => () => material.dispose(), [material]);
  useRoomReflection(material, 0.6);
  return <mesh geometry={geometry} material={material} scale={SCALE} castShadow />;
}
