import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { endLonePhaseAtom, loneEndAtom } from '../../state/nemo/loneEnd';
import { playbackDoneAtom } from '../../state/nemo/gameAtoms';

/**
 * A human Imperialist with nothing left to do ends its phase by itself, once the table has shown
 * its last action; the log's line says it has spent its IAP (issue 43 §4). `seated`: this page
 * plays the Imperialist's seat.
 */
export function useLoneEnd(seated: boolean): void {
  const lone = useAtomValue(loneEndAtom);
  const shown = useAtomValue(playbackDoneAtom);
  const end = useSetAtom(endLonePhaseAtom);
  useEffect(() => {
    if (seated && lone && shown) end();
  }, [seated, lone, shown, end]);
}
