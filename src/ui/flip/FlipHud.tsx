import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { TRACK_LENGTH } from '../../flip';
import { flipCanUndoAtom, flipShownStateAtom, undoFlipAtom } from '../../state/flip/flipAtoms';
import { ANIMATION_SPEEDS, speedAtom, type AnimationSpeed } from '../../state/settings';
import { COLORS, button, disabledButton, panel } from '../play/theme';

const PHASE_NAMES: Record<string, string> = {
  character: 'Choose characters',
  move: 'Phase 1 · Move',
  engage: 'Phase 2 · Engage',
  action: 'Phase 3 · Take action',
  repair: 'Phase 4 · Repair or upgrade',
  over: 'Voyage over',
};

/** Turn and phase, Farragut's score, speed, undo and a new voyage. */
export function FlipHud({ onNewGame }: { onNewGame: () => void }) {
  const state = useAtomValue(flipShownStateAtom);
  const canUndo = useAtomValue(flipCanUndoAtom);
  const undo = useSetAtom(undoFlipAtom);
  const [speed, setSpeed] = useAtom(speedAtom);
  if (!state) return null;
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
      <span title={`The voyage ends when a seat's stars plus leagues reach ${TRACK_LENGTH.value}.`}>
        Turn {state.turn} · {PHASE_NAMES[state.phase]}
      </span>
      {state.farragut && (
        <span title={`Farragut's specialty: ${state.farragut.specialty}; he wins above 95`}>
          Farragut {state.farragut.score}
        </span>
      )}
      <span style={{ color: COLORS.muted, fontSize: 12 }}>
        drag to turn · wheel to zoom · T top view · click the sheet or a card
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
