import { useTranslation } from 'react-i18next';
import { COLORS } from '../play/theme';
import { MenuEntry } from './MenuEntry';
import { headingStyle, sidePanelStyle } from './frontStyles';
import { modeHref } from './modeHref';

/** Each way in: its id (test id `versus-<id>`, words `versusSetup.<id>`) and its address. */
const WAYS = [
  { id: 'hotseat', params: { mode: 'versus', nautilus: 'human', imperialist: 'human' } },
  { id: 'bot', params: { mode: 'versus', nautilus: 'human', imperialist: 'bot' } },
  { id: 'imperialist', params: { mode: 'versus', nautilus: 'bot', imperialist: 'human' } },
  { id: 'online', params: { mode: 'online' } },
] as const;

/** The ways to play the Imperialist variant, hot-seat, against a bot, or online. */
export function VersusPanel() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('front.versus')} data-testid="versus-panel" style={sidePanelStyle}>
      <h2 style={headingStyle}>{t('versusSetup.heading')}</h2>
      <p style={{ margin: '0 0 12px', color: COLORS.muted }}>{t('versusSetup.intro')}</p>
      <div style={{ display: 'grid', gap: 8 }}>
        {WAYS.map(({ id, params }) => (
          <MenuEntry
            key={id}
            testId={`versus-${id}`}
            title={t(`versusSetup.${id}`)}
            line={t(`versusSetup.${id}Line`)}
            href={modeHref(params)}
          />
        ))}
      </div>
    </section>
  );
}
