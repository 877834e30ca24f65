import { useAtomValue } from 'jotai';
import { boardViewAtom } from '../../state/nemo/boardViewAtom';
import { Squadron } from '../Squadron';
import { SQUADRON_BERTHS, TABLE_TOP } from './versusLayout';

/** Squadron miniatures waiting in the Imperialist Tableau to be placed. */
export function TableauSquadrons({ withModels = true }: { withModels?: boolean }) {
  const squadrons = useAtomValue(boardViewAtom).imperialist?.tableauSquadrons ?? [];
  return (
    <>
      {squadrons.map((colour) => {
        const berth = SQUADRON_BERTHS[colour];
        return (
          <Squadron
            key={colour}
            placement={{ colour, position: [berth.x, TABLE_TOP, berth.z], scale: 1.25 }}
            withModel={withModels}
          />
        );
      })}
    </>
  );
}
