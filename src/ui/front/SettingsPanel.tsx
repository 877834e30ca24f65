import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../i18n/language';
import {
  ANIMATION_SPEEDS,
  colourBlindAtom,
  langAtom,
  mutedAtom,
  reducedMotionAtom,
  speedAtom,
  type AnimationSpeed,
} from '../../state/app/settings';
import { VolumeSlider } from '../play/VolumeSlider';
import { COLORS } from '../play/theme';
import { SettingCheck } from '../play/SettingCheck';
import { headingStyle, sidePanelStyle } from './frontStyles';

const row = { display: 'block', margin: '0 0 10px' } as const;
const note = { display: 'block', color: COLORS.muted, fontSize: 12.5, marginLeft: 24 } as const;
const control = { minHeight: 32, font: 'inherit' } as const;

/** Language, speed, sound, motion and colour settings; they are kept for the next visit. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const [lang, setLang] = useAtom(langAtom);
  const [speed, setSpeed] = useAtom(speedAtom);
  const [muted, setMuted] = useAtom(mutedAtom);
  const [reduced, setReduced] = useAtom(reducedMotionAtom);
  const [colourBlind, setColourBlind] = useAtom(colourBlindAtom);
  return (
    <section aria-label={t('settings.heading')} data-testid="settings-panel" style={sidePanelStyle}>
      <h2 style={headingStyle}>{t('settings.heading')}</h2>
      <label style={row}>
        {t('language.label')}{' '}
        <select
          data-testid="language-select"
          aria-label={t('language.label')}
          style={control}
          value={lang}
          onChange={(e) => setLang(e.target.value as Language)}
        >
          {LANGUAGES.map((l) => (
            // Each language is named in itself, so a player who cannot read the current one finds theirs.
            <option key={l} value={l} lang={l}>
              {t(`language.${l}`)}
            </option>
          ))}
        </select>
        {lang !== 'en' && <span style={{ ...note, marginLeft: 0 }}>{t('language.note')}</span>}
      </label>
      <label style={row}>
        {t('settings.speed')}{' '}
        <select
          aria-label={t('settings.speed')}
          style={control}
          value={speed}
          onChange={(e) => setSpeed(e.target.value as AnimationSpeed)}
        >
          {ANIMATION_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s === 'instant'
                ? t('settings.speedInstant')
                : t('settings.speedTimes', { speed: s })}
            </option>
          ))}
        </select>
        <span style={{ ...note, marginLeft: 0 }}>{t('settings.speedNote')}</span>
      </label>
      <SettingCheck style={row} checked={!muted} onChange={(on) => setMuted(!on)}>
        {t('settings.sound')}
        <span style={note}>{t('settings.soundNote')}</span>
      </SettingCheck>
      <label style={{ ...row, marginLeft: 24 }}>
        {t('settings.volume')} <VolumeSlider width={160} />
      </label>
      <SettingCheck style={row} checked={reduced} onChange={setReduced}>
        {t('settings.reducedMotion')}
        <span style={note}>{t('settings.reducedMotionNote')}</span>
      </SettingCheck>
      <SettingCheck style={row} checked={colourBlind} onChange={setColourBlind}>
        {t('settings.colourBlind')}
        <span style={note}>{t('settings.colourBlindNote')}</span>
      </SettingCheck>
      <div style={{ color: COLORS.muted, fontSize: 12.5, marginTop: 12 }}>{t('settings.keys')}</div>
    </section>
  );
}
