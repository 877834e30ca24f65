import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { AdditiveBlending, MeshBasicMaterial, PlaneGeometry } from 'three';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { hoverTargetAtom, selectedTargetAtom } from '../state/nemo/tableInput';
import { pointedPieceAtom } from '../state/nemo/pointedPiece';
import { placePointedHalo } from './placement/placePointedHalo';
import { createGlowTexture } from './atlas/createGlowTexture';
import { InstancedPieces } from './pieces/InstancedPieces';
import { placeHalos } from './placement/placeHalos';
import { placeShipTokens } from './placement/placeShipTokens';

/** Glowing frames around the Oceans and ships the current decision lets the player pick. */
export function SelectionGlow() {
  const view = useAtomValue(boardViewAtom);
  const hovered = useAtomValue(hoverTargetAtom);
  const selected = useAtomValue(selectedTargetAtom);
  const pointed = useAtomValue(pointedPieceAtom);
  const geometry = useMemo(() => new PlaneGeometry(1, 1).rotateX(-Math.PI / 2), []);
  const material = useMemo(
    () =>
      new MeshBasicMaterial({
        map: createGlowTexture(),
        color: '#ffffff',
        transparent: true,
        blending: AdditiveBlending,
        depthWrite: false,
      }),
    [],
  );
  const pieces = useMemo(() => {
    const ships = placeShipTokens(view);
    return [...placeHalos(view, ships, hovered, selected), ...placePointedHalo(pointed, ships)];
  }, [view, hovered, selected, pointed]);
  return (
    <InstancedPieces
      name="selection-glow"
      pieces={pieces}
      geometry={geometry}
      material={material}
      capacity={48}
    />
  );
}
