import { useAtomValue } from 'jotai';
import { Epilogue } from '../play/Epilogue';
import { scoreCategoryName } from '../../state/game/scoreCategoryNames';
import { MOTIVES } from '../../core/data/motives';
import { finishedStateAtom } from '../../state/game/gameAtoms';
import { COLORS, KEYFRAMES, broadcastPanel } from './broadcastTheme';

/** The closing card: the outcome, the score sheet by category, the total and the level. */
export function EndCard() {
  const finished = useAtomValue(finishedStateAtom);
  if (!finished) return null;
  const { state, result } = finished;
  const sheet = result.score;
  return (
    <section
      aria-label="End card"
      data-testid="showcase-end-card"
      data-animated
      style={{
        ...broadcastPanel,
        position: 'absolute',
        left: '50%',
        top: '50%',
        transform: 'translate(-50%, -50%)',
        width: 'min(760px, 86vw)',
        maxHeight: '82vh',
        overflow: 'auto',
        padding: 'clamp(18px, 2.2vw, 44px)',
        fontSize: 'clamp(14px, 1.05vw, 21px)',
        borderTop: `4px solid ${COLORS.brass}`,
        animation: 'nemo-fade-in 500ms ease-out',
      }}
    >
      <style>{KEYFRAMES}</style>
      <div
        style={{
          color: COLORS.muted,
          letterSpacing: '0.18em',
          textTransform: 'uppercase',
          fontSize: '0.75em',
        }}
      >
        The voyage ends · {MOTIVES[state.motive].name} Motive · Turn {state.turn}
      </div>
      <h1 style={{ margin: '0.2em 0 0.1em', color: COLORS.brass, fontWeight: 'normal' }}>
        {sheet ? (
          <>
            <span data-testid="end-card-total">{sheet.total}</span> VP — {sheet.level}
          </>
        ) : (
          'Defeat'
        )}
      </h1>
      <p style={{ margin: '0 0 1em', color: COLORS.ink }}>
        {result.reason}. Epilogue paragraph <strong>{result.epilogueKey}</strong>.
      </p>
      <Epilogue epilogueKey={result.epilogueKey} />
      {sheet && (
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr',
            columnGap: '2.5em',
            rowGap: '0.35em',
          }}
        >
          {Object.entries(sheet.byCategory).map(([category, vp]) => (
            <div
              key={category}
              style={{
                display: 'flex',
                justifyContent: 'space-between',
                borderBottom: '1px solid rgba(217,179,106,0.25)',
              }}
            >
              <span>{scoreCategoryName(category)}</span>
              <strong>{vp}</strong>
            </div>
          ))}
        </div>
      )}
      <div
        data-testid="end-card-numbers"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(5, 1fr)',
          gap: '0.6em',
          marginTop: sheet ? '1.2em' : 0,
          textAlign: 'center',
        }}
      >
        {[
          ['Turns', state.turn],
          ['Ships sunk', state.stats.shipsSunk],
          [
            'Tests passed',
            `${state.stats.testsPassed}/${state.stats.testsPassed + state.stats.testsFailed}`,
          ],
          ['Notoriety', state.notoriety],
          ['Treasures', state.treasures.length + state.treasuresSpent.length],
        ].map(([label, value]) => (
          <div
            key={label}
            style={{ border: '1px solid rgba(217,179,106,0.35)', padding: '0.5em 0.3em' }}
          >
            <div style={{ fontSize: '1.5em', color: COLORS.brass }}>{value}</div>
            <div
              style={{
                fontSize: '0.7em',
                letterSpacing: '0.12em',
                textTransform: 'uppercase',
                color: COLORS.muted,
              }}
            >
              {label}
            </div>
          </div>
        ))}
      </div>
      <div style={{ marginTop: '1.2em', color: COLORS.muted, fontSize: '0.8em' }}>
        Seed {state.setup.seed} · the same link replays this exact voyage.
      </div>
    </section>
  );
}
