import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/formatNumber';
import type { ClosedDailyVoyage, DailyVoyageInfo } from '../../protocol/dailyProtocol';
import { browserStorage } from '../../state/app/storage';
import { officialNote } from '../../state/voyage/dailyAttempts';
import type { BoardRef } from '../../state/voyage/voyageApi';
import { voyageApiAtom } from '../../state/voyage/voyageApiAtom';
import { utcDay } from '../../state/voyage/voyageUrl';
import { levelName } from '../../state/nemo/words/renderCore';
import { COLORS } from '../play/theme';
import { voyageHref } from './voyageHref';

const line = { margin: '0 0 6px', fontSize: 13.5 } as const;
const code = { fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all' as const };

function isClosed(voyage: DailyVoyageInfo): voyage is ClosedDailyVoyage {
  return typeof (voyage as Partial<ClosedDailyVoyage>).seed === 'string';
}

/**
 * What a board proves, above its rows. A day's: played once, blind, against the server (and
 * not who played); its commitment, and once the day has closed the seed it commits to and the
 * foresight score. A known-seed board: that its seed is known in advance.
 */
export function BoardFacts({ board }: { board: BoardRef }) {
  const { t } = useTranslation();
  const api = useAtomValue(voyageApiAtom);
  const [voyage, setVoyage] = useState<DailyVoyageInfo | null>(null);
  const date = board.kind === 'daily' ? board.date : null;
  useEffect(() => {
    if (!date) return;
    let live = true;
    api.dailyDay(date).then(
      (body) => live && setVoyage(body.voyage),
      () => live && setVoyage(null),
    );
    return () => {
      live = false;
    };
  }, [api, date]);

  if (!date) {
    return (
      <p data-testid="board-known-seed" style={{ ...line, color: COLORS.muted }}>
        {t('voyage.board.knownSeed')}
      </p>
    );
  }
  const closed = voyage && isClosed(voyage) ? voyage : null;
  const playable = date === utcDay() && officialNote(browserStorage(), date).kind !== 'ranked';
  return (
    <div data-testid="board-facts" style={{ marginBottom: 10 }}>
      <p data-testid="board-proves" style={line}>
        {t('voyage.board.dailyProves')}
      </p>
      {voyage && (
        <p data-testid="board-commitment" style={{ ...line, color: COLORS.muted }}>
          {t('voyage.board.commitment', { commitment: '' })}
          <span style={code}>{voyage.commitment}</span>
        </p>
      )}
      {voyage && !closed && (
        <p style={{ ...line, color: COLORS.muted }}>{t('voyage.board.sealed')}</p>
      )}
      {closed && (
        <>
          <p data-testid="board-seed" style={line}>
            {t('voyage.board.seed', { seed: '' })}
            <span style={code}>{closed.seed}</span>{' '}
            <a
              data-testid="board-practice-day"
              href={voyageHref({
                mode: 'solo',
                seed: closed.seed,
                motive: closed.motive,
                difficulty: closed.difficulty,
              })}
              style={{ color: COLORS.brass }}
            >
              {t('voyage.board.practiceDay')}
            </a>
          </p>
          {closed.foresight && (
            <p data-testid="board-foresight" style={{ ...line, color: COLORS.brass }}>
              {t('voyage.board.foresight', {
                score: formatNumber(closed.foresight.score),
                level: levelName(closed.foresight.level),
              })}
            </p>
          )}
        </>
      )}
      {playable && (
        <a
          data-testid="board-play-official"
          href={voyageHref({ mode: 'daily' })}
          style={{ color: COLORS.brass }}
        >
          {t('voyage.daily.startOfficial')}
        </a>
      )}
    </div>
  );
}
