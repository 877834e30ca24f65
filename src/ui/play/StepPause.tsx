import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { continueStepAtom, stepPauseAtom } from '../../state/game/stepAtoms';
import { PhaseSummaryLine } from './PhaseSummaryLine';
import { StepControl } from './StepControl';
import { COLORS, button, panel } from './theme';

/** While the table waits in step mode: what just happened and a Continue button (Space). */
export function StepPause() {
  const { t } = useTranslation();
  const pause = useAtomValue(stepPauseAtom);
  const go = useSetAtom(continueStepAtom);
  useEffect(() => {
    if (!pause) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== ' ' && e.key !== 'Enter') return;
      if (e.target instanceof HTMLButtonElement || e.target instanceof HTMLInputElement) return;
      e.preventDefault();
      go();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
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
