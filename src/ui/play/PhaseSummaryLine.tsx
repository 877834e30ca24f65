import { useAtomValue } from 'jotai';
import { shownEventsAtom } from '../../state/game/gameAtoms';
import { phaseSummary } from '../../state/game/phaseSummary';
import { COLORS } from './theme';

/** One line on what the Event and Placement phases did this turn (and where the AP came from). */
export function PhaseSummaryLine() {
  const events = useAtomValue(shownEventsAtom);
  const summary = phaseSummary(events);
  if (!summary) return null;
  return (
    <div data-testid="phase-summary" style={{ color: COLORS.muted, fontSize: 12, marginBottom: 8 }}>
      This turn: {summary}
    </div>
  );
}
