import { useAtomValue } from 'jotai';
import { useEffect, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrewOption } from '../../protocol/crewProtocol';
import { renderCrewText } from '../../state/crew/crewText';
import {
  phoneClosedAtom,
  phoneDecisionAtom,
  phoneLinkAtom,
  phoneRefusalAtom,
  phoneResultAtom,
  phoneSendAtom,
  phoneTallyAtom,
  phoneVoteAtom,
} from '../../state/crew/phoneAtoms';
import { SERIF } from '../../i18n/latinFont';
import { COLORS } from '../play/theme';

const page: CSSProperties = {
  minHeight: '100vh',
  boxSizing: 'border-box',
  padding: '16px 14px 28px',
  background: '#0b1a28',
  color: COLORS.ink,
  fontFamily: SERIF,
  fontSize: 17,
  lineHeight: 1.35,
};

/** Seconds left of the phone's count, on the server's clock. */
function useSecondsLeft(closesAt: number | null, skewMs: number): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (closesAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [closesAt]);
  if (closesAt === null) return null;
  return Math.max(0, Math.ceil((closesAt - (now - skewMs)) / 1000));
}

function OptionButton({
  option,
  mine,
  votes,
  closed,
  onVote,
}: {
  option: CrewOption;
  mine: boolean;
  votes: number;
  closed: boolean;
  onVote: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="crew-option"
      data-n={option.n}
      aria-pressed={mine}
      onClick={onVote}
      style={{
        display: 'grid',
        gridTemplateColumns: '2.2em 1fr auto',
        gap: 10,
        alignItems: 'start',
        width: '100%',
        minHeight: 56,
        textAlign: 'left',
        font: 'inherit',
        color: COLORS.ink,
        background: mine ? 'rgba(217,179,106,0.28)' : 'rgba(22,48,73,0.9)',
        border: `2px solid ${mine ? COLORS.brass : 'rgba(217,179,106,0.45)'}`,
        borderRadius: 10,
        padding: '10px 12px',
        opacity: closed ? 0.6 : 1,
        cursor: 'pointer',
      }}
    >
      <strong style={{ fontSize: 24, color: COLORS.brass, lineHeight: 1 }}>{option.n}</strong>
      <span style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <span style={{ fontWeight: 'bold' }}>{renderCrewText(option.label)}</span>
        {option.odds !== null && (
          <span style={{ display: 'block', color: COLORS.good, fontSize: 15 }}>
            {t('crew.phone.odds', { percent: Math.round(option.odds * 100) })}
          </span>
        )}
        {option.pass !== null && (
          <span style={{ display: 'block', fontSize: 14, color: COLORS.muted }}>
            {t('crew.phone.pass', { text: renderCrewText(option.pass) })}
          </span>
        )}
        {option.fail !== null && (
          <span style={{ display: 'block', fontSize: 14, color: COLORS.muted }}>
            {t('crew.phone.fail', { text: renderCrewText(option.fail) })}
          </span>
        )}
      </span>
      <span style={{ fontSize: 14, color: COLORS.muted, whiteSpace: 'nowrap' }}>
        {t('crew.phone.votes', { count: votes })}
      </span>
    </button>
  );
}

/** The phone page: the stream's current decision, big enough to tap, and a line for refusals. */
export function CrewPhonePage({ code }: { code: string | null }) {
  const link = useAtomValue(phoneLinkAtom);
  const shown = useAtomValue(phoneDecisionAtom);
  const tally = useAtomValue(phoneTallyAtom);
  const vote = useAtomValue(phoneVoteAtom);
  const closedId = useAtomValue(phoneClosedAtom);
  const result = useAtomValue(phoneResultAtom);
  const refusal = useAtomValue(phoneRefusalAtom);
  const send = useAtomValue(phoneSendAtom);
  const { t } = useTranslation();
  const decision = shown?.decision ?? null;
  const seconds = useSecondsLeft(decision?.closesAt ?? null, shown?.skewMs ?? 0);
  const closed = decision !== null && closedId === decision.decisionId;
  const mine = vote && decision && vote.decisionId === decision.decisionId ? vote.n : null;
  const played = result && decision && result.decisionId === decision.decisionId ? result : null;
  const playedOption = played ? decision?.options.find((o) => o.n === played.n) : undefined;
  return (
    <main data-testid="crew-phone" data-link={link} style={page}>
      <h1 style={{ fontSize: 20, margin: '0 0 6px', color: COLORS.brass, fontWeight: 'normal' }}>
        {t('crew.phone.title')}
      </h1>
      {link === 'no-code' && <p>{t('crew.phone.noCode')}</p>}
      {link === 'joining' && <p>{t('crew.phone.joining', { code: code ?? '' })}</p>}
      {link === 'no-room' && (
        <p role="alert" style={{ color: COLORS.danger }}>
          {t('crew.phone.noRoom', { code: code ?? '' })}
        </p>
      )}
      {link === 'lost' && (
        <p role="alert" style={{ color: COLORS.danger }}>
          {t('crew.phone.lost')}
        </p>
      )}
      {(link === 'open' || link === 'lost') && !decision && <p>{t('crew.phone.waiting')}</p>}
      <div
        role="alert"
        data-testid="crew-refusal"
        style={{ minHeight: '1.4em', margin: '0 0 8px', color: COLORS.danger }}
      >
        {refusal ? t(`crew.refused.${refusal.reason}`) : ''}
      </div>
      {decision && (
        <section data-testid="crew-decision" data-decision={decision.decisionId}>
          <p style={{ margin: '4px 0', fontWeight: 'bold' }}>{renderCrewText(decision.prompt)}</p>
          <p data-testid="crew-phone-status" style={{ margin: '4px 0 10px', color: COLORS.muted }}>
            {closed
              ? t('crew.phone.closed')
              : decision.closesAt === null
                ? t('crew.phone.paused')
                : t('crew.phone.closesIn', { seconds: seconds ?? 0 })}
            {mine !== null && ` · ${t('crew.phone.yourVote', { n: mine })}`}
          </p>
          {!closed && mine === null && (
            <p style={{ margin: '0 0 10px', fontSize: 15 }}>{t('crew.phone.tap')}</p>
          )}
          {played && playedOption && (
            <p data-testid="crew-phone-result" style={{ margin: '0 0 10px', color: COLORS.brass }}>
              {t(`crew.result.${played.by}`, {
                n: played.n,
                label: renderCrewText(playedOption.label),
                votes: tally?.tally[String(played.n)] ?? 0,
                total: Object.values(tally?.tally ?? {}).reduce((s, v) => s + v, 0),
              })}
            </p>
          )}

          <div style={{ display: 'grid', gap: 10 }}>
            {decision.options.map((o) => (
              <OptionButton
                key={o.n}
                option={o}
                mine={mine === o.n}
                votes={
                  tally?.decisionId === decision.decisionId ? (tally.tally[String(o.n)] ?? 0) : 0
                }
                closed={closed}
                onVote={() => send?.vote(decision.decisionId, o.n)}
              />
            ))}
          </div>
        </section>
      )}
    </main>
  );
}
