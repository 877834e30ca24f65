import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { placeSquadrons } from './placement/placeSquadrons';
import { Squadron } from './Squadron';

export function Squadrons({ withModels = true }: { withModels?: boolean }) {
  const view = useAtomValue(boardViewAtom);
  const placements = useMemo(() => placeSquadrons(view), [view]);
  return (
    <>
      {placements.map((p) => (
        <Squadron key={p.colour} placement={p} withModel={withModels} />
      ))}
    </>
  );
}
