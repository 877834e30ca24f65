import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { GemstonePieces } from './pieces/GemstonePieces';
import { placeGemstones } from './placement/placeGemstones';

export function Gemstones() {
  const view = useAtomValue(boardViewAtom);
  const pieces = useMemo(() => placeGemstones(view), [view]);
  return <GemstonePieces name="gemstones" pieces={pieces} capacity={32} />;
}
