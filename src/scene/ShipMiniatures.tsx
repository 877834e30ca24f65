import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { createAccentTintMaterial } from './pieces/accentTintMaterial';
import { InstancedPieces } from './pieces/InstancedPieces';
import type { Piece } from './pieces/Piece';
import { placeShipMiniatures } from './placement/placeShipMiniatures';
import { REVEALED_CLASSES, type RevealedClass } from './staging/miniatureClass';
import { createShipMiniatureGeometry } from './staging/shipMiniatureGeometry';
import { useRoomReflection } from './useRoomEnvironment';

const CAPACITY = 48;

function MiniatureClassMesh({ kind, pieces }: { kind: RevealedClass; pieces: Piece[] }) {
  const geometry = useMemo(() => createShipMiniatureGeometry(kind), [kind]);
  const material = useMemo(createAccentTintMaterial, []);
  useRoomReflection(material, 0.7);
  return (
    <InstancedPieces
      name={`ship-miniatures:${kind}`}
      pieces={pieces}
      geometry={geometry}
      material={material}
      capacity={CAPACITY}
      castShadow
    />
  );
}

/**
 * Ship miniatures on the revealed ships at sea, one instanced mesh (one draw call) per class
 * present: a class with no ship at sea is not mounted and costs nothing.
 */
export function ShipMiniatures() {
  const view = useAtomValue(boardViewAtom);
  const placed = useMemo(() => placeShipMiniatures(view), [view]);
  return (
    <>
      {REVEALED_CLASSES.filter((kind) => placed[kind].length > 0).map((kind) => (
        <MiniatureClassMesh key={kind} kind={kind} pieces={placed[kind]} />
      ))}
    </>
  );
}
