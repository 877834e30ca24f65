import { useMemo } from 'react';
import type { ImperialistView } from '../../state/table/boardView';
import { GemstonePieces } from '../pieces/GemstonePieces';
import { GEMS_PER_BOX, placeTableauGems } from './placeTableauGems';

/** The Imperialist's gemstones in the Tableau, in one draw call. */
export function TableauGemstones({ imperialist }: { imperialist: ImperialistView }) {
  const pieces = useMemo(() => placeTableauGems(imperialist), [imperialist]);
  return <GemstonePieces name="versus-gemstones" pieces={pieces} capacity={GEMS_PER_BOX * 3} />;
}
