import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { pendingEventAtom, shownEventsAtom } from '../../state/nemo/gameAtoms';
import { phaseSummary } from '../../state/nemo/phaseSummary';
import { COLORS } from './theme';

/** One line on what the Event and Placement phases did this turn (and where the AP came from). */
export function PhaseSummaryLine() {
  const { t } = useTranslation();
  const shown = useAtomValue(shownEventsAtom);
  const pending = useAtomValue(pendingEventAtom);
  // The event on stage (the dice a step pause waits at) counts as happened.
  const summary = phaseSummary(pending ? [...shown, pending] : shown);
  if (!summary) return null;
  return (
    <div data-testid="phase-summary" style={{ color: COLORS.muted, fontSize: 12, marginBottom: 8 }}>
      {t('play.summary.thisTurn', { summary })}
    </div>
  );
}
