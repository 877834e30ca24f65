import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shantyVerse } from '../../state/flip/flipLabels';
import { flipLatestStateAtom, flipPlaybackDoneAtom } from '../../state/flip/flipAtoms';
import { seatName } from '../../state/flip/events/flipNames';
import { seatColour } from '../../state/flip/seatColours';
import { COLORS, button, centredPanel } from '../play/theme';

const cell = { padding: '3px 8px', textAlign: 'right' } as const;

/** The end of the voyage: each seat's score lines, the winner with tie-breaks, the solo shanty. */
export function FlipScoreSheet({ onNewGame }: { onNewGame: () => void }) {
  const { t } = useTranslation();
  const state = useAtomValue(flipLatestStateAtom);
  const done = useAtomValue(flipPlaybackDoneAtom);
  const [hidden, setHidden] = useState(false);
  if (!state?.result || !done) return null;
  if (hidden)
    return (
      <button
        style={{ ...button, position: 'absolute', bottom: 12, left: '50%' }}
        onClick={() => setHidden(false)}
      >
        {t('flip.score.show')}
      </button>
    );
  const { result } = state;
  const solo = state.players.length === 1;
  const best = Math.max(...result.players.map((r) => r.score));
  const tiedTop = result.players.filter((r) => r.score === best).length > 1;
  let headline: string;
  if (result.farragut) {
    const scores = { you: result.players[0]!.score, him: result.farragut.score };
    headline = result.farragut.caught
      ? t('flip.score.caught')
      : result.farragut.playerWins
        ? t('flip.score.outran', scores)
        : t('flip.score.farragutWins', scores);
  } else if (solo) {
    headline = t('flip.score.solo', { score: result.players[0]!.score });
  } else if (result.winners.length === 1) {
    const seat = seatName(state, result.winners[0]!);
    headline = tiedTop ? t('flip.score.winsTie', { seat }) : t('flip.score.wins', { seat });
  } else {
    headline = t('flip.score.share', {
      seats: result.winners.map((w) => seatName(state, w)).join(t('flip.score.and')),
    });
  }
  const rows: [string, (r: (typeof result.players)[number]) => number][] = [
    [t('flip.score.stars'), (r) => r.stars - r.leaguesBonus],
    ...(solo ? [] : ([[t('flip.score.leaguesBonus'), (r) => r.leaguesBonus]] as typeof rows)),
    [t('flip.score.treasure'), (r) => r.treasure],
    [t('flip.score.resources'), (r) => r.resourcePoints],
    [t('flip.score.damage'), (r) => -r.damage],
  ];
  return (
    <section
      aria-label={t('flip.score.sheet')}
      data-testid="flip-score-sheet"
      style={{ ...centredPanel('min(600px, 92vw)', '84vh'), padding: 20 }}
    >
      <h2 style={{ margin: '0 0 10px', color: COLORS.brass, fontWeight: 'normal' }}>{headline}</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ color: COLORS.brass }}>
            <th style={{ textAlign: 'left' }}>{t('flip.score.score')}</th>
            {result.players.map((r) => (
              <th key={r.player} style={{ ...cell, color: seatColour(r.player) }}>
                {seatName(state, r.player)}
              </th>
            ))}
            {result.farragut && <th style={cell}>{t('flip.farragut')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label} style={{ borderTop: '1px solid rgba(217,179,106,0.25)' }}>
              <td>{label}</td>
              {result.players.map((r) => (
                <td key={r.player} style={cell}>
                  {value(r)}
                </td>
              ))}
              {result.farragut && <td style={cell}>—</td>}
            </tr>
          ))}
          {result.farragut && (
            <tr style={{ borderTop: '1px solid rgba(217,179,106,0.25)' }}>
              <td>{t('flip.score.farragutRow')}</td>
              <td style={cell}>—</td>
              <td style={cell}>
                {result.farragut.score - result.farragut.specialtyPoints} +{' '}
                {result.farragut.specialtyPoints}
              </td>
            </tr>
          )}
          <tr style={{ borderTop: `2px solid ${COLORS.brass}`, fontWeight: 'bold' }}>
            <td>{t('flip.score.total')}</td>
            {result.players.map((r) => (
              <td
                key={r.player}
                data-testid="flip-total"
                style={{
                  ...cell,
                  color: result.winners.includes(r.player) ? COLORS.good : COLORS.ink,
                }}
              >
                {r.score}
              </td>
            ))}
            {result.farragut && <td style={cell}>{result.farragut.score}</td>}
          </tr>
        </tbody>
      </table>
      {!solo && <p style={{ color: COLORS.muted, fontSize: 12 }}>{t('flip.score.ties')}</p>}
      {result.shanty && (
        <div data-testid="flip-shanty" style={{ marginTop: 12 }}>
          <div style={{ color: COLORS.brass }}>{t('flip.score.shanty')}</div>
          <p style={{ fontStyle: 'italic', margin: '4px 0', lineHeight: 1.5 }}>
            {shantyVerse('score', result.shanty.score)}
            <br />
            {shantyVerse('treasure', result.shanty.treasure)}
            <br />
            {shantyVerse('damage', result.shanty.damage)}
          </p>
          <div style={{ color: COLORS.muted, fontSize: 12 }}>
            {t('flip.score.verses', {
              score: result.players[0]!.score,
              treasure: result.players[0]!.treasure,
              damage: result.players[0]!.damage,
            })}
          </div>
        </div>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 14 }}>
        <button style={button} onClick={onNewGame}>
          {t('flip.hud.newVoyage')}
        </button>
        <button style={button} onClick={() => setHidden(true)}>
          {t('flip.score.look')}
        </button>
      </div>
    </section>
  );
}
