import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { coachOpenAtom } from '../../state/bots/coachAtoms';
import { COLORS, button, panel } from '../play/theme';
import { useCoachKey } from './useCoachKey';

/** The coach's place during the official voyage of the day: asked (H), it says why it is off. */
export function CoachOff() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(coachOpenAtom);
  useCoachKey();
  return (
    <section
      aria-label={t('coach.label')}
      data-testid="coach-panel"
      data-open={open}
      data-off="official"
      style={{
        ...panel,
        flex: '0 0 auto',
        padding: open ? '8px 10px' : 0,
        fontSize: 13,
      }}
    >
      <button
        data-testid="coach-toggle"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        title={t('coach.toggleTitle')}
        style={{
          ...button,
          width: '100%',
          border: 'none',
          background: 'transparent',
          padding: open ? 0 : '6px 10px',
          color: COLORS.brass,
        }}
      >
        {open ? t('coach.open') : t('coach.closed')}
      </button>
      {open && (
        <p data-testid="coach-off" role="status" style={{ margin: '6px 0 0' }}>
          {t('voyage.official.coachOff')}
        </p>
      )}
    </section>
  );
}
