import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import {
  ANIMATION_SPEEDS,
  colourBlindAtom,
  mutedAtom,
  reducedMotionAtom,
  speedAtom,
} from '../../state/app/settings';
import { SERIF } from '../../i18n/latinFont';

const buttonStyle = (active: boolean) => ({
  padding: '4px 10px',
  borderRadius: 6,
  border: '1px solid #b99b62',
  background: active ? '#b99b62' : 'transparent',
  color: active ? '#10202a' : '#f0ead8',
  font: `14px ${SERIF}`,
  cursor: 'pointer',
});

/** Speed (1×/2×/4×/instant), sound, reduced motion and colour-blind toggles. */
export function DiceSettingsBar() {
  const { t } = useTranslation();
  const [speed, setSpeed] = useAtom(speedAtom);
  const [muted, setMuted] = useAtom(mutedAtom);
  const [reducedMotion, setReducedMotion] = useAtom(reducedMotionAtom);
  const [colourBlind, setColourBlind] = useAtom(colourBlindAtom);
  return (
    <div
      role="toolbar"
      aria-label={t('dice.settings')}
      style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}
    >
      {ANIMATION_SPEEDS.map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={speed === s}
          style={buttonStyle(speed === s)}
          onClick={() => setSpeed(s)}
        >
          {s === 'instant' ? t('dice.instant') : t('dice.times', { speed: s })}
        </button>
      ))}
      <button
        type="button"
        aria-pressed={!muted}
        style={buttonStyle(!muted)}
        onClick={() => setMuted(!muted)}
      >
        {muted ? t('dice.soundOff') : t('dice.soundOn')}
      </button>
      <button
        type="button"
        aria-pressed={reducedMotion}
        style={buttonStyle(reducedMotion)}
        onClick={() => setReducedMotion(!reducedMotion)}
      >
        {t('dice.reducedMotion')}
      </button>
      <button
        type="button"
        aria-pressed={colourBlind}
        style={buttonStyle(colourBlind)}
        onClick={() => setColourBlind(!colourBlind)}
      >
        {t('dice.colourBlind')}
      </button>
    </div>
  );
}
