import { useAtomValue } from 'jotai';
import { boardViewAtom } from '../../state/nemo/boardViewAtom';
import { ArcticIce } from './ArcticIce';
import { ImperialistApMarker } from './ImperialistApMarker';
import { PlayerAidCards } from './PlayerAidCards';
import { SuezCanal } from './SuezCanal';
import { TableauGemstones } from './TableauGemstones';
import { TableauMat } from './TableauMat';

/**
 * The Imperialist 2-player variant on the table (seed 000 §7): the Imperialist Tableau beyond
 * the Notoriety track, the Imperialist AP marker, Arctic Ice and, in Act III, the Suez Canal.
 * Draws nothing in solo play. The waiting Squadron miniatures are drawn by TableauSquadrons.
 */
export function VersusTable() {
  const view = useAtomValue(boardViewAtom);
  const imperialist = view.imperialist;
  if (!imperialist) return null;
  return (
    <group name="versus-table">
      <TableauMat act={imperialist.act} />
      <PlayerAidCards />
      <TableauGemstones imperialist={imperialist} />
      <ImperialistApMarker ap={imperialist.ap} nautilusAp={view.actionPoints.nautilus} />
      <ArcticIce />
      {view.suezOpen && <SuezCanal />}
    </group>
  );
}
