import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { coachOpenAtom } from '../../state/bots/coachAtoms';
import { panel } from '../play/theme';
import { CoachToggle } from './CoachToggle';
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
      <CoachToggle open={open} onToggle={() => setOpen((o) => !o)} />
      {open && (
        <p data-testid="coach-off" role="status" style={{ margin: '6px 0 0' }}>
          {t('voyage.official.coachOff')}
        </p>
      )}
    </section>
  );
}
