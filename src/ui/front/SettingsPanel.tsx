import { useAtom } from 'jotai';
import {
  ANIMATION_SPEEDS,
  colourBlindAtom,
  mutedAtom,
  reducedMotionAtom,
  speedAtom,
  type AnimationSpeed,
} from '../../state/settings';
import { COLORS } from '../play/theme';
import { headingStyle, sidePanelStyle } from './frontStyles';

const row = { display: 'block', margin: '0 0 10px' } as const;
const note = { display: 'block', color: COLORS.muted, fontSize: 12.5, marginLeft: 24 } as const;

/** Speed, sound, motion and colour settings; they are kept for the next visit. */
export function SettingsPanel() {
  const [speed, setSpeed] = useAtom(speedAtom);
  const [muted, setMuted] = useAtom(mutedAtom);
  const [reduced, setReduced] = useAtom(reducedMotionAtom);
  const [colourBlind, setColourBlind] = useAtom(colourBlindAtom);
  return (
    <section aria-label="Settings" data-testid="settings-panel" style={sidePanelStyle}>
      <h2 style={headingStyle}>Settings</h2>
      <label style={row}>
        Animation speed{' '}
        <select
          aria-label="Animation speed"
          value={speed}
          onChange={(e) => setSpeed(e.target.value as AnimationSpeed)}
        >
          {ANIMATION_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s === 'instant' ? 'Instant' : `${s}×`}
            </option>
          ))}
        </select>
        <span style={{ ...note, marginLeft: 0 }}>
          How fast pieces, cards and dice move. The rules are the same at every speed.
        </span>
      </label>
      <label style={row}>
        <input type="checkbox" checked={!muted} onChange={(e) => setMuted(!e.target.checked)} />{' '}
        Dice sounds
        <span style={note}>The rattle of the dice in the tray.</span>
      </label>
      <label style={row}>
        <input type="checkbox" checked={reduced} onChange={(e) => setReduced(e.target.checked)} />{' '}
        Reduced motion
        <span style={note}>Pieces jump to where they end up instead of flying there.</span>
      </label>
      <label style={row}>
        <input
          type="checkbox"
          checked={colourBlind}
          onChange={(e) => setColourBlind(e.target.checked)}
        />{' '}
        Colour-blind-safe palette
        <span style={note}>Patterns and labels as well as colours on the table.</span>
      </label>
      <div style={{ color: COLORS.muted, fontSize: 12.5, marginTop: 12 }}>
        Keys in a game: 1–9 choose an option · U undo · T top view · Esc clear a selection.
      </div>
    </section>
  );
}
