import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { flipLatestStateAtom, flipPlaybackDoneAtom } from '../../state/flip/flipAtoms';
import { seatName } from '../../state/events/flipNames';
import { seatColour } from '../../state/flip/seatColours';
import { COLORS, button, panel } from '../play/theme';

const cell = { padding: '3px 8px', textAlign: 'right' } as const;

/** The end of the voyage: each seat's score lines, the winner with tie-breaks, the solo shanty. */
export function FlipScoreSheet({ onNewGame }: { onNewGame: () => void }) {
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
        Show the score sheet
      </button>
    );
  const { result } = state;
  const solo = state.players.length === 1;
  const best = Math.max(...result.players.map((r) => r.score));
  const tiedTop = result.players.filter((r) => r.score === best).length > 1;
  let headline: string;
  if (result.farragut) {
    headline = result.farragut.caught
      ? 'Farragut caught you — he passed 95 on the track.'
      : result.farragut.playerWins
        ? `You outran Farragut, ${result.players[0]!.score} to ${result.farragut.score}!`
        : `Farragut wins, ${result.farragut.score} to ${result.players[0]!.score}.`;
  } else if (solo) {
    headline = `Your voyage scores ${result.players[0]!.score}.`;
  } else if (result.winners.length === 1) {
    headline = `${seatName(state, result.winners[0]!)} wins${tiedTop ? ' on treasure (tie-break)' : ''}!`;
  } else {
    headline = `${result.winners.map((w) => seatName(state, w)).join(' and ')} share the victory (tied on score and treasure).`;
  }
  const rows: [string, (r: (typeof result.players)[number]) => number][] = [
    ['Stars on the track', (r) => r.stars - r.leaguesBonus],
    ...(solo ? [] : ([['Leagues bonus', (r) => r.leaguesBonus]] as typeof rows)),
    ['Treasure', (r) => r.treasure],
    ['Knowledge + salvage + crew (÷3)', (r) => r.resourcePoints],
    ['Damage', (r) => -r.damage],
  ];
  return (
    <section
      aria-label="Score sheet"
      data-testid="flip-score-sheet"
      style={{
        ...panel,
        position: 'absolute',
        left: '50%',
        top: '50%',
        transform: 'translate(-50%, -50%)',
        width: 'min(600px, 92vw)',
        maxHeight: '84vh',
        overflow: 'auto',
        padding: 20,
      }}
    >
      <h2 style={{ margin: '0 0 10px', color: COLORS.brass, fontWeight: 'normal' }}>{headline}</h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr style={{ color: COLORS.brass }}>
            <th style={{ textAlign: 'left' }}>Score</th>
            {result.players.map((r) => (
              <th key={r.player} style={{ ...cell, color: seatColour(r.player) }}>
                {seatName(state, r.player)}
              </th>
            ))}
            {result.farragut && <th style={cell}>Farragut</th>}
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
              <td>Farragut: track + unfilled specialty spaces</td>
              <td style={cell}>—</td>
              <td style={cell}>
                {result.farragut.score - result.farragut.specialtyPoints} +{' '}
                {result.farragut.specialtyPoints}
              </td>
            </tr>
          )}
          <tr style={{ borderTop: `2px solid ${COLORS.brass}`, fontWeight: 'bold' }}>
            <td>Total</td>
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
      {!solo && (
        <p style={{ color: COLORS.muted, fontSize: 12 }}>
          Ties go to the most treasure; still tied, the victory is shared. Leagues bonus: fewest
          leagues 7★, most 0★, the rest 4★.
        </p>
      )}
      {result.shanty && (
        <div data-testid="flip-shanty" style={{ marginTop: 12 }}>
          <div style={{ color: COLORS.brass }}>Your sea shanty</div>
          <p style={{ fontStyle: 'italic', margin: '4px 0', lineHeight: 1.5 }}>
            {result.shanty.score}
            <br />
            {result.shanty.treasure}
            <br />
            {result.shanty.damage}
          </p>
          <div style={{ color: COLORS.muted, fontSize: 12 }}>
            Verses by score ({result.players[0]!.score}), treasure ({result.players[0]!.treasure})
            and damage ({result.players[0]!.damage}); lines are our own.
          </div>
        </div>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 14 }}>
        <button style={button} onClick={onNewGame}>
          New voyage
        </button>
        <button style={button} onClick={() => setHidden(true)}>
          Look at the board
        </button>
      </div>
    </section>
  );
}
