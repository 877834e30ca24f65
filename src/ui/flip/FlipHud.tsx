import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { TRACK_LENGTH } from '../../flip';
import {
  flipCanUndoAtom,
  flipDecisionAtom,
  flipSeatPinnedAtom,
  flipShownStateAtom,
  flipViewedSeatAtom,
  undoFlipAtom,
} from '../../state/flip/flipAtoms';
import { seatName } from '../../state/flip/describeFlip';
import { ANIMATION_SPEEDS, speedAtom, type AnimationSpeed } from '../../state/settings';
import { seatColour } from '../../state/flip/seatColours';
import { COLORS, button, disabledButton, panel } from '../play/theme';

const PHASE_NAMES: Record<string, string> = {
  character: 'Choose characters',
  move: 'Phase 1 · Move',
  engage: 'Phase 2 · Engage',
  action: 'Phase 3 · Take action',
  repair: 'Phase 4 · Repair or upgrade',
  over: 'Voyage over',
};

/** Turn and phase, one tab per seat (whose board is shown, whose turn it is), speed and undo. */
export function FlipHud({ onNewGame }: { onNewGame: () => void }) {
  const state = useAtomValue(flipShownStateAtom);
  const decision = useAtomValue(flipDecisionAtom);
  const [viewed, setViewed] = useAtom(flipViewedSeatAtom);
  const pinned = useAtomValue(flipSeatPinnedAtom);
  const canUndo = useAtomValue(flipCanUndoAtom);
  const undo = useSetAtom(undoFlipAtom);
  const [speed, setSpeed] = useAtom(speedAtom);
  if (!state) return null;
  const deciding = decision && decision.kind !== 'gameOver' ? decision.player : null;
  return (
    <header
      data-testid="flip-hud"
      style={{
        ...panel,
        position: 'absolute',
        top: 8,
        left: 8,
        right: 8,
        padding: '6px 10px',
        display: 'flex',
        gap: 10,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <strong style={{ color: COLORS.brass }}>Flip Voyage</strong>
      <span>
        Turn {state.turn} · {PHASE_NAMES[state.phase]}
      </span>
      <nav aria-label="Boards" style={{ display: 'flex', gap: 4 }}>
        {state.players.map((p, seat) => (
          <button
            key={seat}
            data-testid="flip-seat"
            aria-pressed={viewed === seat}
            title={`Show ${seatName(state, seat)}'s board`}
            style={{
              ...button,
              padding: '3px 8px',
              borderColor: seatColour(seat),
              borderWidth: viewed === seat ? 3 : 1,
              background: viewed === seat ? '#24445f' : button.background,
            }}
            onClick={() => setViewed(seat)}
          >
            <span style={{ color: seatColour(seat), filter: 'brightness(1.6)' }}>●</span>{' '}
            {seatName(state, seat)} · {p.stars}★ · {p.leagues} lg
            {deciding === seat && <strong style={{ color: COLORS.good }}> ◀ to play</strong>}
          </button>
        ))}
      </nav>
      {pinned && (
        <button style={{ ...button, padding: '3px 8px' }} onClick={() => setViewed(null)}>
          Follow the turn
        </button>
      )}
      {state.farragut && (
        <span title={`Farragut's specialty: ${state.farragut.specialty}; he wins above 95`}>
          Farragut {state.farragut.score}
        </span>
      )}
      <span style={{ color: COLORS.muted, fontSize: 12 }}>
        ends when ★ + leagues ≥ {TRACK_LENGTH.value}
      </span>
      <span style={{ marginLeft: 'auto', display: 'flex', gap: 6, alignItems: 'center' }}>
        <label>
          Speed{' '}
          <select
            aria-label="Speed"
            value={speed}
            onChange={(e) => setSpeed(e.target.value as AnimationSpeed)}
          >
            {ANIMATION_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s === 'instant' ? 'instant' : `${s}×`}
              </option>
            ))}
          </select>
        </label>
        <button
          style={canUndo ? button : disabledButton}
          disabled={!canUndo}
          title="Take back the last action (never past a card reveal)"
          onClick={() => undo()}
        >
          Undo
        </button>
        <button style={button} onClick={onNewGame}>
          New voyage
        </button>
      </span>
    </header>
  );
}
