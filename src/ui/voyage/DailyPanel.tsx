import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { practiceSeed } from '../../state/daily/dailyToday';
import { storageAtom } from '../../state/nemo/gameAtoms';
import { browserStorage } from '../../state/app/storage';
import { officialNote } from '../../state/voyage/dailyAttempts';
import { dayBefore, utcDay } from '../../state/voyage/voyageUrl';
import { COLORS } from '../play/theme';
import { headingStyle, sidePanelStyle } from '../front/frontStyles';
import { VoyageBoard } from './VoyageBoard';
import { DailyChoices } from './DailyChoices';
import { useDailyToday } from './useDailyToday';
import { useSubmissionRetry } from './useSubmissionRetry';
import { voyageHref } from './voyageHref';
import { DailyOffline } from './DailyOffline';

const small = { margin: '0 0 8px', color: COLORS.muted, fontSize: 12.5 } as const;

/**
 * Today's voyage on the front door, as the server deals it: its Motive and difficulty, the
 * official attempt (once a day on this device), a practice voyage, and the day's board. Offline
 * it says that the voyage of the day needs the server and offers a fresh voyage.
 */
export function DailyPanel() {
  const { t } = useTranslation();
  const storage = useAtomValue(storageAtom) ?? browserStorage();
  const today = useDailyToday();
  const [seed] = useState(() => practiceSeed());
  useSubmissionRetry();
  const date = today.status === 'ready' ? today.today : utcDay();
  const links = (
    <div style={{ display: 'flex', gap: 16, marginTop: 8 }}>
      <a
        data-testid="daily-full-board"
        href={voyageHref({ mode: 'board', of: `daily:${date}` })}
        style={{ color: COLORS.brass }}
      >
        {t('voyage.daily.fullBoard')}
      </a>
      <a
        data-testid="daily-yesterday"
        href={voyageHref({ mode: 'board', of: `daily:${dayBefore(date)}` })}
        style={{ color: COLORS.brass }}
      >
        {t('voyage.daily.yesterday')}
      </a>
    </div>
  );
  return (
    <section
      aria-label={t('voyage.daily.label')}
      data-testid="daily-panel"
      data-status={today.status}
      style={sidePanelStyle}
    >
      <h2 style={headingStyle}>{t('voyage.daily.heading')}</h2>
      {today.status === 'loading' && <p style={small}>{t('voyage.front.dailyAsking')}</p>}
      {today.status === 'offline' && <DailyOffline />}
      {today.status === 'ready' && (
        <DailyChoices
          date={date}
          voyage={today.voyage}
          seed={seed}
          note={officialNote(storage, date).kind}
        />
      )}
      {today.status !== 'offline' && (
        <>
          <VoyageBoard board={{ kind: 'daily', date }} limit={10} />
          {links}
        </>
      )}
    </section>
  );
}
