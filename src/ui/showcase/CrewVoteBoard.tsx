import { useAtomValue } from 'jotai';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { combinedTally, crewLastAtom, crewVoteAtom } from '../../state/crew/crewAtoms';
import { renderCrewText } from '../../state/crew/crewText';
import { botStrengthAtom } from '../../state/bots/botStrengthAtom';
import { COLORS, broadcastPanel } from './broadcastTheme';

/** Seconds left of the open count, ticking while it runs. */
function useSecondsLeft(endsAt: number | null, leftMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [endsAt]);
  return Math.max(0, Math.ceil((endsAt === null ? leftMs : endsAt - now) / 1000));
}

/** What was played at the last crew decision and who chose it, said on screen. */
function LastChoice() {
  const last = useAtomValue(crewLastAtom);
  const quick = useAtomValue(botStrengthAtom) === 'quick';
  const { t } = useTranslation();
  if (!last) return null;
  return (
    <div data-testid="crew-result" data-by={last.by} style={{ color: COLORS.brass }}>
      {t(last.by === 'bot' && quick ? 'crew.result.botQuick' : `crew.result.${last.by}`, {
        n: last.n,
        label: renderCrewText(last.label),
        votes: last.votes,
        total: last.total,
      })}
    </div>
  );
}

/** The board's frame: brass at its left edge while a vote is open, dimmer between votes. */
function BoardFrame({
  open,
  style,
  children,
}: {
  open: boolean;
  style: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div
      data-testid="crew-board"
      data-open={open}
      style={{
        ...broadcastPanel,
        padding: '0.5em 0.8em',
        // The same sides in both states, so React never drops one under the shorthand.
        borderLeft: `6px solid ${open ? COLORS.brass : 'rgba(217, 179, 106, 0.75)'}`,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

/**
 * The open vote on the stream: each option with its number, its odds and its live tally (phones
 * and chat together), the countdown and the streamer's keys; between votes, what was played and
 * who chose it.
 */
export function CrewVoteBoard() {
  const vote = useAtomValue(crewVoteAtom);
  const last = useAtomValue(crewLastAtom);
  const { t } = useTranslation();
  const seconds = useSecondsLeft(vote?.endsAt ?? null, vote?.leftMs ?? 0);
  if (!vote) {
    return (
      <BoardFrame open={false} style={{ lineHeight: 1.35 }}>
        {last ? (
          <LastChoice />
        ) : (
          <div style={{ color: COLORS.muted }}>{t('crew.stream.waiting')}</div>
        )}
      </BoardFrame>
    );
  }
  const tally = combinedTally(vote);
  const total = Object.values(tally).reduce((s, v) => s + v, 0);
  const many = vote.options.length > 9;
  return (
    <BoardFrame open style={{ minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <div style={{ fontSize: '0.8em', marginBottom: '0.3em' }}>
        <LastChoice />
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: '1em' }}>
        <span
          style={{
            color: COLORS.brass,
            fontWeight: 'bold',
            letterSpacing: '0.12em',
            textTransform: 'uppercase',
            fontSize: '0.8em',
          }}
        >
          {t('crew.stream.kicker')}
        </span>
        <span data-testid="crew-countdown" style={{ fontWeight: 'bold', color: COLORS.ink }}>
          {vote.closing
            ? t('crew.stream.counting')
            : vote.endsAt === null
              ? t('crew.stream.paused')
              : t('crew.stream.secondsLeft', { seconds })}
        </span>
      </div>
      <div style={{ fontSize: '0.85em', color: COLORS.muted, margin: '0.15em 0 0.35em' }}>
        {renderCrewText(vote.prompt)} · {t('crew.stream.votes', { count: total })}
      </div>
      <ol
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gap: many ? '0.15em' : '0.3em',
          fontSize: many ? '0.8em' : '1em',
          overflow: 'hidden',
          minHeight: 0,
        }}
      >
        {vote.options.map((o) => {
          const votes = tally[o.n] ?? 0;
          const share = total > 0 ? votes / total : 0;
          return (
            <li
              key={o.n}
              data-testid="crew-stream-option"
              data-n={o.n}
              style={{
                position: 'relative',
                display: 'grid',
                gridTemplateColumns: '1.6em minmax(0, 1fr) auto auto',
                alignItems: 'center',
                gap: '0.5em',
                padding: '0.1em 0.3em',
                border: '1px solid rgba(217,179,106,0.3)',
              }}
            >
              <span
                aria-hidden
                style={{
                  position: 'absolute',
                  inset: 0,
                  width: `${Math.round(share * 100)}%`,
                  background: 'rgba(217,179,106,0.22)',
                }}
              />
              <strong style={{ position: 'relative', color: COLORS.brass }}>{o.n}</strong>
              <span
                style={{
                  position: 'relative',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {renderCrewText(o.label)}
              </span>
              <span
                title={
                  o.odds === null
                    ? undefined
                    : t('crew.stream.oddsTitle', { percent: Math.round(o.odds * 100) })
                }
                style={{ position: 'relative', color: COLORS.good }}
              >
                {o.odds === null
                  ? ''
                  : t('crew.stream.odds', { percent: Math.round(o.odds * 100) })}
              </span>
              <span
                data-testid="crew-stream-votes"
                style={{
                  position: 'relative',
                  minWidth: '2ch',
                  textAlign: 'right',
                  fontWeight: 'bold',
                }}
              >
                {votes}
              </span>
            </li>
          );
        })}
      </ol>
      <div style={{ fontSize: '0.65em', color: COLORS.muted, marginTop: '0.35em' }}>
        {t('crew.stream.keys')}
      </div>
    </BoardFrame>
  );
}
