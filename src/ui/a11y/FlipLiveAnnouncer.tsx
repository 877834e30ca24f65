import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { describeFlipEvent } from '../../state/flip/events/flipEventCatalogue';
import {
  flipDecisionAtom,
  flipLatestStateAtom,
  flipShownEventsAtom,
} from '../../state/flip/flipAtoms';
import { describeFlipDecision } from '../../state/flip/describeFlip';
import { LiveRegion, useAnnouncedLines } from './LiveRegion';

/** Flip Voyage's hidden `aria-live` log: each event as it is shown, and each new decision. */
export function FlipLiveAnnouncer() {
  const events = useAtomValue(flipShownEventsAtom);
  const state = useAtomValue(flipLatestStateAtom);
  const decision = useAtomValue(flipDecisionAtom);
  const describe = useCallback(
    (fresh: readonly (typeof events)[number][]) => {
      if (!state) return [];
      // Card indices in an event refer to the lineup of its own turn.
      let lineup: number[] = [];
      const start = events.length - fresh.length;
      return events.flatMap((e, i) => {
        if (e.type === 'LineupRevealed') lineup = e.cards;
        if (i < start) return [];
        const line = describeFlipEvent(e, { ...state, lineup });
        return line ? [line] : [];
      });
    },
    [events, state],
  );
  const prompt = decision && state ? describeFlipDecision(decision, state) : null;
  const lines = useAnnouncedLines(events, state ? describe : null, prompt);
  return <LiveRegion lines={lines} />;
}
