import {
  combinedTally,
  crewLastAtom,
  crewRoomAtom,
  crewVoteAtom,
  crewVoyageAtom,
} from '../../state/crew/crewAtoms';
import { renderCrewText } from '../../state/crew/crewText';
import type { DebugEntries } from '../../state/app/debugRegistry';
import { useDebugEntries, type PageStore } from '../shared/useDebugEntries';

function crewDebugEntries(store: PageStore): DebugEntries {
  const crew = () => {
    const vote = store.get(crewVoteAtom);
    const last = store.get(crewLastAtom);
    return {
      room: store.get(crewRoomAtom).code,
      open: vote !== null && !vote.closing,
      options: (vote?.options ?? []).map((o) => ({ n: o.n, label: renderCrewText(o.label) })),
      tally: vote ? combinedTally(vote) : {},
      last: last ? { n: last.n, by: last.by } : null,
      voyage: store.get(crewVoyageAtom),
    };
  };
  return { crew };
}

/**
 * `window.__nemo.crew()` with `debug=1` on a crew show: the room's code, whether a count is open,
 * its options as the stream words them, the tally (phones and chat) and the last option played
 * at a crew decision with who chose it (DESIGN.md §5).
 */
export function useCrewDebugApi(enabled: boolean): void {
  useDebugEntries(enabled, crewDebugEntries);
}
