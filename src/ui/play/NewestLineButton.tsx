import { useTranslation } from 'react-i18next';
import { COLORS, button } from './theme';

/** Under the log while the reader has scrolled up: back to the newest line, following it. */
export function NewestLineButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="log-newest"
      onClick={onClick}
      style={{
        ...button,
        position: 'absolute',
        right: 6,
        bottom: 0,
        padding: '3px 10px',
        fontSize: 12,
        background: COLORS.navySolid,
        boxShadow: '0 2px 6px rgba(0, 0, 0, 0.5)',
      }}
    >
      {t('play.log.newest')}
    </button>
  );
}
