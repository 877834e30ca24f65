import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import {
  BoxGeometry,
  IcosahedronGeometry,
  OctahedronGeometry,
  TetrahedronGeometry,
  type BufferGeometry,
  type MeshPhysicalMaterial,
} from 'three';
import { colourBlindAtom } from '../../state/app/settings';
import { InstancedPieces } from './InstancedPieces';
import type { Piece } from './Piece';
import { useGemstoneLook } from '../useGemstoneLook';

/** Colour-blind setting: each gemstone colour gets its own cut, so gems differ by shape too. */
const CUTS: Record<string, () => BufferGeometry> = {
  '#d0213d': () => new OctahedronGeometry(0.5, 0),
  '#1f9ad6': () => new BoxGeometry(0.62, 0.62, 0.62),
  '#2bbf6a': () => new TetrahedronGeometry(0.6, 0),
  '#f2f2ff': () => new IcosahedronGeometry(0.5, 0),
};

export const GEM_CUT_NAMES: Record<string, string> = {
  '#d0213d': 'octahedron',
  '#1f9ad6': 'cube',
  '#2bbf6a': 'tetrahedron',
  '#f2f2ff': 'icosahedron',
};

interface GemstonePiecesProps {
  name: string;
  pieces: Piece[];
  capacity: number;
}

/** Gemstones in one draw call, or one per cut when the colour-blind setting is on. */
export function GemstonePieces({ name, pieces, capacity }: GemstonePiecesProps) {
  const on = useAtomValue(colourBlindAtom);
  const { geometry, material } = useGemstoneLook();
  if (!on) {
    return (
      <InstancedPieces
        name={name}
        pieces={pieces}
        geometry={geometry}
        material={material}
        capacity={capacity}
        castShadow
      />
    );
  }
  return (
    <>
      {Object.keys(CUTS).map((colour) => (
        <GemCut
          key={colour}
          name={`${name}:${GEM_CUT_NAMES[colour]}`}
          colour={colour}
          pieces={pieces}
          material={material}
          capacity={capacity}
        />
      ))}
    </>
  );
}

function GemCut({
  name,
  colour,
  pieces,
  material,
  capacity,
}: {
  name: string;
  colour: string;
  pieces: Piece[];
  material: MeshPhysicalMaterial;
  capacity: number;
}) {
  const geometry = useMemo(() => CUTS[colour]!(), [colour]);
  // Each cut owns a clone: InstancedPieces disposes its material on unmount.
  const own = useMemo(() => material.clone(), [material]);
  const mine = useMemo(() => pieces.filter((p) => p.colour === colour), [pieces, colour]);
  return (
    <InstancedPieces
      name={name}
      pieces={mine}
      geometry={geometry}
      material={own}
      capacity={capacity}
      castShadow
    />
  );
}
