import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dailyVoyage } from '../../core';
import { storageAtom } from '../../state/nemo/gameAtoms';
import { browserStorage } from '../../state/app/storage';
import { beginOfficial, officialBegun } from '../../state/voyage/dailyAttempts';
import { dayBefore, utcDay } from '../../state/voyage/voyageUrl';
import { describeMotive } from '../play/describeMotive';
import { COLORS } from '../play/theme';
import { headingStyle, sidePanelStyle } from '../front/frontStyles';
import { MenuEntry } from '../front/MenuEntry';
import { VoyageBoard } from './VoyageBoard';
import { difficultyName } from './voyageLabels';
import { useSubmissionRetry } from './useSubmissionRetry';
import { voyageHref } from './voyageHref';

/** Today's voyage on the front door: its Motive and difficulty, Set sail, and the day's board. */
export function DailyPanel() {
  const { t } = useTranslation();
  const storage = useAtomValue(storageAtom) ?? browserStorage();
  const [date] = useState(() => utcDay());
  const voyage = dailyVoyage(date);
  const practice = officialBegun(storage, date);
  const motive = describeMotive(voyage.motive);
  useSubmissionRetry();
  const start = voyageHref({
    mode: 'solo',
    seed: voyage.seed,
    motive: voyage.motive,
    difficulty: voyage.difficulty,
    daily: date,
    ...(practice ? { practice: '1' } : {}),
  });
  return (
    <section aria-label={t('voyage.daily.label')} data-testid="daily-panel" style={sidePanelStyle}>
      <h2 style={headingStyle}>{t('voyage.daily.heading')}</h2>
      <p style={{ margin: '0 0 4px', color: COLORS.muted }}>{t('voyage.daily.day', { date })}</p>
      <p style={{ margin: '0 0 2px' }} data-testid="daily-motive" data-motive={voyage.motive}>
        {t('voyage.daily.motive', { motive: motive.name })}
      </p>
      <p style={{ margin: '0 0 4px', color: COLORS.muted, fontSize: 12.5 }}>{motive.gist}</p>
      <p style={{ margin: '0 0 8px' }} data-testid="daily-difficulty">
        {t('voyage.daily.difficulty', { difficulty: difficultyName(voyage.difficulty) })}
      </p>
      {practice && (
        <p style={{ margin: '0 0 8px', color: COLORS.muted, fontSize: 12.5 }}>
          {t('voyage.daily.officialUsed')}
        </p>
      )}
      <div
        onClickCapture={() => {
          if (!practice) beginOfficial(storage, date);
        }}
        style={{ marginBottom: 12 }}
      >
        <MenuEntry
          testId="daily-start"
          highlight={!practice}
          title={practice ? t('voyage.daily.startPractice') : t('voyage.daily.startOfficial')}
          line={voyage.seed}
          href={start}
        />
      </div>
      <VoyageBoard board={{ kind: 'daily', date }} limit={10} />
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
    </section>
  );
}
