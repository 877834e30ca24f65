import { packHash, type ContentPack } from '../../core/content';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/formatNumber';
import { levelName } from '../../state/nemo/words/renderCore';
import { browserStorage } from '../../state/app/storage';
import { officialEntryIds } from '../../state/voyage/dailyAttempts';
import { submissionsAtom } from '../../state/voyage/submissionAtoms';
import { voyageApiAtom } from '../../state/voyage/voyageApiAtom';
import { VoyageApiError, type BoardEntry, type BoardRef } from '../../state/voyage/voyageApi';
import { boardRefText } from '../../state/voyage/voyageUrl';
import { motiveName } from '../play/describeMotive';
import { COLORS } from '../play/theme';
import { errorText } from '../../state/session/errorText';
import { voyageHref } from './voyageHref';
import { boardTitle } from './voyageLabels';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; entries: BoardEntry[] }
  | { status: 'failed'; text: string };

const cell = { padding: '3px 6px', textAlign: 'left' as const, whiteSpace: 'nowrap' as const };

/** Whether a waiting submission belongs on this board (never a day's: the server ranks those). */
function belongs(
  ref: BoardRef,
  body: { record: { setup: { seed: string; motive: string; contentPack?: ContentPack } } },
) {
  if (ref.kind === 'daily') return false;
  const pack = body.record.setup.contentPack;
  if (ref.pack !== (pack ? packHash(pack) : undefined)) return false;
  if (ref.kind === 'seed') return body.record.setup.seed === ref.seed;
  return body.record.setup.motive === ref.motive;
}

/**
 * One board from the server: rank, name, Motive, victory level, score and turns; this
 * browser's rows highlighted, each row opening its replay, and the voyages still waiting noted.
 */
export function VoyageBoard({ board, limit }: { board: BoardRef; limit?: number }) {
  const { t } = useTranslation();
  const api = useAtomValue(voyageApiAtom);
  const submissions = useAtomValue(submissionsAtom);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const refText = boardRefText(board);
  const submittedIds = submissions.flatMap((q) => (q.entry ? [q.entry.id] : []));
  const submittedCount = submittedIds.length;

  useEffect(() => {
    let live = true;
    setLoaded({ status: 'loading' });
    api.board(board).then(
      (b) => live && setLoaded({ status: 'ready', entries: b.entries }),
      (e: unknown) => {
        if (!live) return;
        const reachable = e instanceof VoyageApiError && e.reachable;
        setLoaded({
          status: 'failed',
          text: reachable
            ? t('voyage.board.failed', { reason: errorText(e) })
            : t('voyage.board.unreachable'),
        });
      },
    );
    return () => {
      live = false;
    };
    // The board is read again when one of this browser's voyages reaches the server.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, refText, submittedCount, t]);

  const own = new Set([...submittedIds, ...officialEntryIds(browserStorage())]);
  const waiting = submissions.filter((q) => q.status === 'waiting' && belongs(board, q.body));
  const entries = loaded.status === 'ready' ? loaded.entries.slice(0, limit) : [];
  return (
    <section aria-label={t('voyage.board.label')} data-testid="voyage-board" data-board={refText}>
      <h3 style={{ margin: '0 0 6px', color: COLORS.brass, fontWeight: 'normal' }}>
        {boardTitle(board)}
      </h3>
      {waiting.length > 0 && (
        <p data-testid="board-waiting" style={{ margin: '0 0 6px', color: COLORS.danger }}>
          {t('voyage.board.waiting', { count: waiting.length })}
        </p>
      )}
      {loaded.status === 'loading' && (
        <p style={{ color: COLORS.muted }}>{t('voyage.board.loading')}</p>
      )}
      {loaded.status === 'failed' && (
        <p data-testid="board-failed" style={{ color: COLORS.muted }}>
          {loaded.text}
        </p>
      )}
      {loaded.status === 'ready' && entries.length === 0 && (
        <p style={{ color: COLORS.muted }}>{t('voyage.board.empty')}</p>
      )}
      {entries.length > 0 && (
        <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
          <thead>
            <tr style={{ color: COLORS.brass }}>
              <th style={cell}>{t('voyage.board.rank')}</th>
              <th style={cell}>{t('voyage.board.name')}</th>
              <th style={cell}>{t('voyage.board.motive')}</th>
              <th style={cell}>{t('voyage.board.level')}</th>
              <th style={{ ...cell, textAlign: 'right' }}>{t('voyage.board.score')}</th>
              <th style={{ ...cell, textAlign: 'right' }}>{t('voyage.board.turns')}</th>
              <th style={cell}>
                <span style={{ position: 'absolute', left: -9999 }}>
                  {t('voyage.board.replay')}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => {
              const mine = own.has(entry.id);
              return (
                <tr
                  key={entry.id}
                  data-testid="board-entry"
                  data-own={mine ? 'true' : 'false'}
                  style={{
                    borderTop: '1px solid rgba(217,179,106,0.25)',
                    background: mine ? 'rgba(217,179,106,0.25)' : undefined,
                  }}
                >
                  <td style={cell}>{entry.rank}</td>
                  <td
                    style={{ ...cell, maxWidth: 150, overflow: 'hidden', textOverflow: 'ellipsis' }}
                  >
                    {entry.name}{' '}
                    {mine && <span style={{ color: COLORS.brass }}>{t('voyage.board.you')}</span>}
                    {entry.practice && (
                      <span style={{ color: COLORS.muted }}> · {t('voyage.board.practice')}</span>
                    )}
                  </td>
                  <td style={cell}>{motiveName(entry.motive)}</td>
                  <td style={cell}>{levelName(entry.level)}</td>
                  <td style={{ ...cell, textAlign: 'right' }}>{formatNumber(entry.score)}</td>
                  <td style={{ ...cell, textAlign: 'right' }}>{entry.turns}</td>
                  <td style={cell}>
                    <a
                      data-testid="board-replay"
                      href={voyageHref({ mode: 'replay', id: entry.id })}
                      aria-label={t('voyage.board.replayOf', { name: entry.name })}
                      style={{ color: COLORS.brass }}
                    >
                      {t('voyage.board.replay')}
                    </a>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
