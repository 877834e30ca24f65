import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { GemstonePieces } from './pieces/GemstonePieces';
import { placeGemstones } from './placement/placeGemstones';
import { useGemstoneLook } from './useGemstoneLook';

export function Gemstones() {
  const view = useAtomValue(boardViewAtom);
  const { geometry, material } = useGemstoneLook();
  const pieces = useMemo(() => placeGemstones(view), [view]);
  return (
    <GemstonePieces
      name="gemstones"
      pieces={pieces}
      geometry={geometry}
      material={material}
      capacity={32}
    />
  );
}
