import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { boardViewAtom } from '../state/boardViewAtom';
import { createAccentTintMaterial } from './pieces/accentTintMaterial';
import { InstancedPieces } from './pieces/InstancedPieces';
import type { Piece } from './pieces/Piece';
import { placeShipMiniatures } from './placement/placeShipMiniatures';
import { createShipMiniatureGeometry, type MiniatureClass } from './staging/shipMiniatureGeometry';
import { useRoomEnvironment } from './useRoomEnvironment';

const CAPACITY = 48;
/** Darker than a staged miniature's deck, so that it stands out on a pale token. */
const BOARD_DECK = '#5e4a33';

function MiniatureClassMesh({ kind, pieces }: { kind: MiniatureClass; pieces: Piece[] }) {
  const geometry = useMemo(() => createShipMiniatureGeometry(kind, '#ffffff', BOARD_DECK), [kind]);
  const material = useMemo(createAccentTintMaterial, []);
  const environment = useRoomEnvironment();
  useEffect(() => {
    material.envMap = environment;
    material.envMapIntensity = 0.6;
    material.needsUpdate = true;
  }, [material, environment]);
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

/** Warship and merchant miniatures on the revealed ships at sea: one draw call per class. */
export function ShipMiniatures() {
  const view = useAtomValue(boardViewAtom);
  const placed = useMemo(() => placeShipMiniatures(view), [view]);
  return (
    <>
      <MiniatureClassMesh kind="warship" pieces={placed.warship} />
      <MiniatureClassMesh kind="merchant" pieces={placed.merchant} />
    </>
  );
}
