import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState, type CSSProperties, type ChangeEvent } from 'react';
import {
  canUndoAtom,
  loadRecordTextAtom,
  sessionReadAtom,
  undoAtom,
} from '../../state/game/gameAtoms';
import { recordText } from '../../state/game/persistence';
import {
  ANIMATION_SPEEDS,
  colourBlindAtom,
  mutedAtom,
  reducedMotionAtom,
  speedAtom,
  type AnimationSpeed,
} from '../../state/settings';
import { RulesPanel } from './RulesPanel';
import { COLORS, button, disabledButton, panel } from './theme';

/** Settings and Rules open above the buttons, over everything else in the dock. */
const POPOVER: CSSProperties = {
  position: 'absolute',
  right: 0,
  bottom: 'calc(100% + 6px)',
  maxHeight: '70vh',
  overflow: 'auto',
  zIndex: 2,
};

/** Undo, save/load, speed and settings; keyboard: U undo, S speed, R rules. */
export function Toolbar({ onNewGame }: { onNewGame: () => void }) {
  const canUndo = useAtomValue(canUndoAtom);
  const undo = useSetAtom(undoAtom);
  const session = useAtomValue(sessionReadAtom);
  const load = useSetAtom(loadRecordTextAtom);
  const [speed, setSpeed] = useAtom(speedAtom);
  const [muted, setMuted] = useAtom(mutedAtom);
  const [reduced, setReduced] = useAtom(reducedMotionAtom);
  const [colourBlind, setColourBlind] = useAtom(colourBlindAtom);
  const [open, setOpen] = useState<'settings' | 'rules' | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const exportRecord = () => {
    if (!session) return;
    const blob = new Blob([recordText(session)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `nemos-war-${session.setup.seed}-turn${session.state.turn}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };
  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (f) load(await f.text());
    e.target.value = '';
  };

  return (
    <nav
      aria-label="Game controls"
      style={{
        position: 'relative',
        flex: '0 0 auto',
        display: 'flex',
        gap: 6,
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        alignItems: 'flex-end',
      }}
    >
      <button
        style={canUndo ? button : disabledButton}
        disabled={!canUndo}
        onClick={() => undo()}
        title="Undo back to the last roll or reveal (U)"
      >
        ↶ Undo
      </button>
      <button style={button} onClick={exportRecord} title="Download this game as a record file">
        Save file
      </button>
      <button style={button} onClick={() => file.current?.click()}>
        Load file
      </button>
      <input
        ref={file}
        type="file"
        accept=".json,application/json"
        hidden
        onChange={onFile}
        aria-label="Load a game record"
      />
      <select
        aria-label="Animation speed"
        value={speed}
        onChange={(e) => setSpeed(e.target.value as AnimationSpeed)}
        style={{ ...button, padding: '5px 6px' }}
      >
        {ANIMATION_SPEEDS.map((s) => (
          <option key={s} value={s}>
            {s === 'instant' ? 'Instant' : `${s}× speed`}
          </option>
        ))}
      </select>
      <button style={button} onClick={() => setOpen(open === 'rules' ? null : 'rules')}>
        Rules
      </button>
      <button style={button} onClick={() => setOpen(open === 'settings' ? null : 'settings')}>
        Settings
      </button>
      <button style={button} onClick={onNewGame}>
        New game
      </button>
      {open === 'settings' && (
        <div style={{ ...panel, ...POPOVER, padding: 10, width: 300 }}>
          <div style={{ color: COLORS.brass, marginBottom: 6 }}>Settings</div>
          <label style={{ display: 'block' }}>
            <input type="checkbox" checked={!muted} onChange={(e) => setMuted(!e.target.checked)} />{' '}
            Dice sounds
          </label>
          <label style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={reduced}
              onChange={(e) => setReduced(e.target.checked)}
            />{' '}
            Reduced motion
          </label>
          <label style={{ display: 'block' }}>
            <input
              type="checkbox"
              checked={colourBlind}
              onChange={(e) => setColourBlind(e.target.checked)}
            />{' '}
            Colour-blind-safe palette
          </label>
          <div style={{ color: COLORS.muted, fontSize: 12, marginTop: 6 }}>
            Keys: 1–9 choose · U undo · Esc clear selection · T top view
          </div>
        </div>
      )}
      {open === 'rules' && (
        <div style={POPOVER}>
          <RulesPanel />
        </div>
      )}
    </nav>
  );
}
