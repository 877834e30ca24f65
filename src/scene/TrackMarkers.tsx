import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { BoxGeometry, CylinderGeometry, MeshStandardMaterial } from 'three';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { InstancedPieces } from './pieces/InstancedPieces';
import { placeCubes, placeDiscs } from './placement/placeMarkers';

/** Wooden discs and cubes: track markers, Adventure tokens, Allies and Uprisings. */
export function TrackMarkers() {
  const view = useAtomValue(boardViewAtom);
  const discGeometry = useMemo(() => new CylinderGeometry(0.5, 0.5, 1, 24), []);
  const cubeGeometry = useMemo(() => new BoxGeometry(1, 1, 1), []);
  const material = useMemo(() => new MeshStandardMaterial({ roughness: 0.55 }), []);
  const discs = useMemo(() => placeDiscs(view), [view]);
  const cubes = useMemo(() => placeCubes(view), [view]);
  return (
    <>
      <InstancedPieces
        name="marker-discs"
        pieces={discs}
        geometry={discGeometry}
        material={material}
        capacity={48}
        castShadow
      />
      <InstancedPieces
        name="marker-cubes"
        pieces={cubes}
        geometry={cubeGeometry}
        material={material}
        capacity={32}
        castShadow
      />
    </>
  );
}
