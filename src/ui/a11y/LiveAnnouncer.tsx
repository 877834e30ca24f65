import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { describeEvent } from '../../state/nemo/events/eventCatalogue';
import { describePrompt } from '../../state/nemo/describe';
import { decisionAtom, latestStateAtom, shownEventsAtom } from '../../state/nemo/gameAtoms';
import { LiveRegion, useAnnouncedLines } from './LiveRegion';

/**
 * A hidden `aria-live` log for Nemo's War (play, versus, learn, showcase): one announcement per
 * event as it plays on the table (the event catalogue's log line), and the prompt of each new
 * decision.
 */
export function LiveAnnouncer() {
  const events = useAtomValue(shownEventsAtom);
  const state = useAtomValue(latestStateAtom);
  const decision = useAtomValue(decisionAtom);
  const describe = useCallback(
    (fresh: readonly (typeof events)[number][]) =>
      state ? fresh.map((e) => describeEvent(e, state)).filter((s): s is string => Boolean(s)) : [],
    [state],
  );
  const lines = useAnnouncedLines(
    events,
    state ? describe : null,
    decision ? describePrompt(decision.prompt) : null,
  );
  return <LiveRegion lines={lines} />;
}
