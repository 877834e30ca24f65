import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
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

/** A pressed-or-not button of the bar. */
function Toggle(props: { on: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={props.on}
      style={buttonStyle(props.on)}
      onClick={props.onPress}
    >
      {props.children}
    </button>
  );
}

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
        <Toggle key={s} on={speed === s} onPress={() => setSpeed(s)}>
          {s === 'instant' ? t('dice.instant') : t('dice.times', { speed: s })}
        </Toggle>
      ))}
      <Toggle on={!muted} onPress={() => setMuted(!muted)}>
        {muted ? t('dice.soundOff') : t('dice.soundOn')}
      </Toggle>
      <Toggle on={reducedMotion} onPress={() => setReducedMotion(!reducedMotion)}>
        {t('dice.reducedMotion')}
      </Toggle>
      <Toggle on={colourBlind} onPress={() => setColourBlind(!colourBlind)}>
        {t('dice.colourBlind')}
      </Toggle>
    </div>
  );
}
