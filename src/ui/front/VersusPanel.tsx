import { useTranslation } from 'react-i18next';
import { COLORS } from '../play/theme';
import { MenuEntry } from './MenuEntry';
import { headingStyle, sidePanelStyle } from './frontStyles';
import { modeHref } from './modeHref';

/** The ways to play the Imperialist variant, hot-seat, against a bot, or online. */
export function VersusPanel() {
  const { t } = useTranslation();
  return (
    <section aria-label={t('front.versus')} data-testid="versus-panel" style={sidePanelStyle}>
      <h2 style={headingStyle}>{t('versusSetup.heading')}</h2>
      <p style={{ margin: '0 0 12px', color: COLORS.muted }}>{t('versusSetup.intro')}</p>
      <div style={{ display: 'grid', gap: 8 }}>
        <MenuEntry
          testId="versus-hotseat"
          title={t('versusSetup.hotseat')}
          line={t('versusSetup.hotseatLine')}
          href={modeHref({ mode: 'versus', nautilus: 'human', imperialist: 'human' })}
        />
        <MenuEntry
          testId="versus-bot"
          title={t('versusSetup.bot')}
          line={t('versusSetup.botLine')}
          href={modeHref({ mode: 'versus', nautilus: 'human', imperialist: 'bot' })}
        />
        <MenuEntry
          testId="versus-imperialist"
          title={t('versusSetup.imperialist')}
          line={t('versusSetup.imperialistLine')}
          href={modeHref({ mode: 'versus', nautilus: 'bot', imperialist: 'human' })}
        />
        <MenuEntry
          testId="versus-online"
          title={t('versusSetup.online')}
          line={t('versusSetup.onlineLine')}
          href={modeHref({ mode: 'online' })}
        />
      </div>
    </section>
  );
}
