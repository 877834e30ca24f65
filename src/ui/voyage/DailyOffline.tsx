import { useTranslation } from 'react-i18next';
import { MenuEntry } from '../front/MenuEntry';
import { modeHref } from '../front/modeHref';

/** The board server cannot be reached: the day is out of reach, a fresh solo voyage is not. */
export function DailyOffline({ alert = false }: { alert?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <p
        data-testid="daily-offline"
        role={alert ? 'alert' : undefined}
        style={{ margin: '0 0 10px' }}
      >
        {t('voyage.daily.offline')}
      </p>
      <MenuEntry
        testId="daily-fresh"
        highlight
        title={t('voyage.daily.fresh')}
        line={t('voyage.daily.freshLine')}
        href={modeHref({ mode: 'solo' })}
      />
    </>
  );
}
