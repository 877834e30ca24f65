import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/formatNumber';
import { dailyRankedAtom, officialAttemptAtom } from '../../state/daily/dailyAtoms';
import { levelName } from '../../state/nemo/words/renderCore';
import { COLORS, sheetBox } from '../play/theme';
import { voyageHref } from '../voyage/voyageHref';

/**
 * On the score sheet of the official voyage: the server's score and this player's row on the
 * day's board (the server ranks it; nothing is sent from here), and why there is no review.
 */
export function DailyResult() {
  const { t } = useTranslation();
  const official = useAtomValue(officialAttemptAtom);
  const entry = useAtomValue(dailyRankedAtom);
  if (!official) return null;
  return (
    <section data-testid="daily-result" style={sheetBox}>
      {entry ? (
        <>
          <p data-testid="daily-ranked" data-rank={entry.rank} role="status" style={{ margin: 0 }}>
            {t('voyage.official.ranked', {
              score: formatNumber(entry.score),
              level: levelName(entry.level),
              rank: entry.rank,
            })}
          </p>
          <p data-testid="daily-row" style={{ margin: '4px 0 0', color: COLORS.muted }}>
            {t('voyage.official.row', {
              rank: entry.rank,
              name: entry.name,
              score: formatNumber(entry.score),
              level: levelName(entry.level),
              turns: entry.turns,
            })}
          </p>
        </>
      ) : (
        <p role="status" style={{ margin: 0, color: COLORS.muted }}>
          {t('voyage.official.ranking')}
        </p>
      )}
      <p style={{ margin: '6px 0 0', color: COLORS.muted, fontSize: 12.5 }}>
        {t('voyage.official.reviewOff')}
      </p>
      <a
        data-testid="daily-result-board"
        href={voyageHref({ mode: 'board', of: `daily:${official.date}` })}
        style={{ color: COLORS.brass }}
      >
        {t('voyage.official.dayBoard')}
      </a>
    </section>
  );
}
