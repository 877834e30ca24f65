import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pendingEventAtom } from '../../state/nemo/gameAtoms';
import { continueStepAtom, stepPauseAtom } from '../../state/nemo/stepAtoms';
import { tableShowsPendingAtom } from '../../state/nemo/tablePose';
import { PhaseSummaryLine } from './PhaseSummaryLine';
import { StepControl } from './StepControl';
import { COLORS, button, panel } from './theme';

/** If the table never reports its pose (no canvas), the pause speaks after this long anyway. */
const POSE_FALLBACK_MS = 15_000;

/**
 * While the table waits in step mode: what just happened and a Continue button (Space). It
 * speaks only once the table shows it (the card held up, the dice at rest): issue 27 point 2.
 */
export function StepPause() {
  const { t } = useTranslation();
  const waiting = useAtomValue(stepPauseAtom);
  const shows = useAtomValue(tableShowsPendingAtom);
  const pending = useAtomValue(pendingEventAtom);
  const [late, setLate] = useState<unknown>(null);
  useEffect(() => {
    if (!waiting || shows) return;
    const timer = setTimeout(() => setLate(pending), POSE_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [waiting, shows, pending]);
  const pause = waiting && (shows || late === pending) ? waiting : null;
  const go = useSetAtom(continueStepAtom);
  useEffect(() => {
    if (!pause) return;
    const typing = (e: KeyboardEvent) =>
      e.target instanceof HTMLInputElement ||
      e.target instanceof HTMLTextAreaElement ||
      e.target instanceof HTMLSelectElement;
    // Space is Continue while paused, whatever has focus: a focused button never takes it.
    const onKey = (e: KeyboardEvent) => {
      if (typing(e)) return;
      if (e.key === ' ') {
        e.preventDefault();
        e.stopPropagation();
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        if (!e.repeat) go();
      } else if (e.key === 'Enter' && !(e.target instanceof HTMLButtonElement)) {
        e.preventDefault();
        go();
      }
    };
    const onKeyUp = (e: KeyboardEvent) => {
      if (e.key === ' ' && !typing(e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', onKeyUp, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKeyUp, true);
    };
  }, [pause, go]);
  if (!pause) return null;
  return (
    <section
      aria-label={t('play.step.paused')}
      data-testid="step-pause"
      style={{ ...panel, padding: 12, flex: '0 1 auto' }}
    >
      <div style={{ color: COLORS.brass, marginBottom: 4 }}>
        {pause === 'the card'
          ? t('play.step.afterCard')
          : pause === 'the dice'
            ? t('play.step.afterDice')
            : pause === 'the placements'
              ? t('play.step.afterPlacements')
              : t('play.step.pausedAfter', { what: pause })}
      </div>
      <PhaseSummaryLine />
      <button data-testid="step-continue" style={button} onClick={() => go()}>
        <kbd style={{ color: COLORS.muted, marginRight: 6 }}>{t('play.step.space')}</kbd>
        {t('play.step.continue')}
      </button>
      <StepControl />
    </section>
  );
}
