import { useTranslation } from 'react-i18next';
import { COLORS, button } from '../play/theme';

/** The coach panel's heading button: opens and folds the panel. */
export function CoachToggle({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      data-testid="coach-toggle"
      aria-expanded={open}
      onClick={onToggle}
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
  );
}
