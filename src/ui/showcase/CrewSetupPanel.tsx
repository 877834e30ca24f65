import { useAtom, useAtomValue } from 'jotai';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { crewSettingsAtom, crewSetupOpenAtom } from '../../state/crew/crewAtoms';
import { crewShowHref } from '../../state/crew/crewSetupHref';
import { CREW_DEFAULTS, type CrewShowSettings } from '../../state/crew/crewUrl';
import { pageUrl } from '../../state/app/pageUrl';
import { button, centredPanel } from '../play/theme';
import { COLORS, broadcastPanel } from './broadcastTheme';

const field: CSSProperties = { display: 'grid', gap: 4, marginBottom: 10 };
const input: CSSProperties = {
  font: 'inherit',
  padding: '4px 6px',
  background: '#0b1a28',
  color: COLORS.ink,
  border: `1px solid ${COLORS.brass}`,
};

/**
 * "The audience decides": the crew vote's settings for this show (seconds per vote, stream delay,
 * Twitch channel, streamer mode, which decisions), started as a new page load of the same show.
 */
export function CrewSetupPanel() {
  const [open, setOpen] = useAtom(crewSetupOpenAtom);
  const current = useAtomValue(crewSettingsAtom);
  const [settings, setSettings] = useState<CrewShowSettings>(current ?? CREW_DEFAULTS);
  const [channel, setChannel] = useState(current?.channel ?? '');
  const { t } = useTranslation();
  if (!open) return null;
  const name = channel.trim().replace(/^#/, '').toLowerCase();
  const href = crewShowHref(pageUrl().params, {
    ...settings,
    channel: /^[a-z0-9_]{2,25}$/.test(name) ? name : null,
  });
  const number = (key: 'seconds' | 'delaySeconds', min: number, max: number) => (
    <input
      type="number"
      min={min}
      max={max}
      value={settings[key]}
      data-testid={`crew-setup-${key}`}
      onChange={(e) => {
        const n = Number(e.target.value);
        if (Number.isFinite(n))
          setSettings({ ...settings, [key]: Math.min(max, Math.max(min, n)) });
      }}
      style={input}
    />
  );
  return (
    <section
      aria-label={t('crew.setup.audience')}
      data-testid="crew-setup"
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false);
        e.stopPropagation();
      }}
      style={{
        ...centredPanel('min(440px, 90vw)', '86vh', broadcastPanel),
        padding: 18,
        fontSize: 15,
      }}
    >
      <h2 style={{ margin: '0 0 4px', color: COLORS.brass, fontWeight: 'normal' }}>
        {t('crew.setup.audience')}
      </h2>
      <p style={{ margin: '0 0 12px', color: COLORS.muted }}>{t('crew.setup.audienceLine')}</p>
      <label style={field}>
        {t('crew.setup.seconds')}
        {number('seconds', 5, 120)}
      </label>
      <label style={field}>
        {t('crew.setup.delay')}
        {number('delaySeconds', 0, 60)}
      </label>
      <label style={field}>
        {t('crew.setup.channel')}
        <input
          value={channel}
          data-testid="crew-setup-channel"
          onChange={(e) => setChannel(e.target.value)}
          style={input}
        />
      </label>
      <label style={{ ...field, display: 'flex', gap: 8 }}>
        <input
          type="checkbox"
          checked={settings.streamer}
          onChange={(e) => setSettings({ ...settings, streamer: e.target.checked })}
        />
        {t('crew.setup.streamer')}
      </label>
      <fieldset style={{ border: 'none', padding: 0, margin: '0 0 12px' }}>
        <legend style={{ marginBottom: 4 }}>{t('crew.setup.votes')}</legend>
        {(['main', 'all'] as const).map((votes) => (
          <label key={votes} style={{ display: 'flex', gap: 8 }}>
            <input
              type="radio"
              name="crew-votes"
              checked={settings.votes === votes}
              onChange={() => setSettings({ ...settings, votes })}
            />
            {t(votes === 'main' ? 'crew.setup.votesMain' : 'crew.setup.votesAll')}
          </label>
        ))}
      </fieldset>
      <a
        data-testid="crew-setup-start"
        href={href}
        style={{ ...button, display: 'inline-block', textDecoration: 'none' }}
      >
        {t('crew.setup.start')}
      </a>
    </section>
  );
}
