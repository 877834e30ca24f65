import { useTranslation } from 'react-i18next';
import type { DailyVoyageInfo } from '../../protocol/dailyProtocol';
import type { OfficialNote } from '../../state/voyage/dailyAttempts';
import { describeMotive } from '../play/describeMotive';
import { COLORS } from '../play/theme';
import { MenuEntry } from '../front/MenuEntry';
import { difficultyName } from './voyageLabels';
import { voyageHref } from './voyageHref';

/**
 * Today's Motive and difficulty, the official attempt (or that it is played) and a practice
 * voyage with a fresh seed.
 */
export function DailyChoices({
  date,
  voyage,
  seed,
  note,
}: {
  date: string;
  voyage: DailyVoyageInfo;
  seed: string;
  note: OfficialNote['kind'];
}) {
  const { t } = useTranslation();
  const motive = describeMotive(voyage.motive);
  return (
    <>
      <p style={{ margin: '0 0 4px', color: COLORS.muted }}>{t('voyage.daily.day', { date })}</p>
      <p style={{ margin: '0 0 2px' }} data-testid="daily-motive" data-motive={voyage.motive}>
        {t('voyage.daily.motive', { motive: motive.name })}
      </p>
      <p style={{ margin: '0 0 4px', color: COLORS.muted, fontSize: 12.5 }}>{motive.gist}</p>
      <p style={{ margin: '0 0 8px' }} data-testid="daily-difficulty">
        {t('voyage.daily.difficulty', { difficulty: difficultyName(voyage.difficulty) })}
      </p>
      <div style={{ display: 'grid', gap: 8, marginBottom: 12 }}>
        {note === 'ranked' ? (
          <p data-testid="daily-played" style={{ margin: 0 }}>
            {t('voyage.daily.officialPlayed')}
          </p>
        ) : (
          <MenuEntry
            testId="daily-start"
            highlight
            title={
              note === 'begun' ? t('voyage.daily.resumeOfficial') : t('voyage.daily.startOfficial')
            }
            line={note === 'begun' ? t('voyage.daily.resumeLine') : t('voyage.daily.officialLine')}
            href={voyageHref({ mode: 'daily' })}
          />
        )}
        <MenuEntry
          testId="daily-practice"
          title={t('voyage.daily.practice')}
          line={t('voyage.daily.practiceLine')}
          href={voyageHref({
            mode: 'solo',
            seed,
            motive: voyage.motive,
            difficulty: voyage.difficulty,
          })}
        />
      </div>
    </>
  );
}
