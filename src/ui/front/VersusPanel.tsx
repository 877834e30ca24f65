import { COLORS } from '../play/theme';
import { MenuEntry } from './MenuEntry';
import { headingStyle, sidePanelStyle } from './frontStyles';
import { modeHref } from './modeHref';

/** The ways to play the Imperialist variant, hot-seat, against a bot, or online. */
export function VersusPanel() {
  return (
    <section aria-label="Versus" data-testid="versus-panel" style={sidePanelStyle}>
      <h2 style={headingStyle}>Versus: Nemo against the Imperialist</h2>
      <p style={{ margin: '0 0 12px', color: COLORS.muted }}>
        The two-player variant from Journey&apos;s End. One side sails the Nautilus with a Stern
        Motive (Piracy or World Order); the other commands the Great Powers&apos; Squadrons and
        hunts it.
      </p>
      <div style={{ display: 'grid', gap: 8 }}>
        <MenuEntry
          testId="versus-hotseat"
          title="Hot-seat: two players, one screen"
          line="Take turns at this computer; the screen hides each side's choices at hand-over."
          href={modeHref({ mode: 'versus', nautilus: 'human', imperialist: 'human' })}
        />
        <MenuEntry
          testId="versus-bot"
          title="You are Nemo, against the Imperialist bot"
          line="The bot moves the Squadrons and hunts you."
          href={modeHref({ mode: 'versus', nautilus: 'human', imperialist: 'bot' })}
        />
        <MenuEntry
          testId="versus-imperialist"
          title="You are the Imperialist, against a Nemo bot"
          line="Hunt the Nautilus while the bot sails it."
          href={modeHref({ mode: 'versus', nautilus: 'bot', imperialist: 'human' })}
        />
        <MenuEntry
          testId="versus-online"
          title="Online: two browsers"
          line="Create a room and send its link to your opponent, or join one; others can watch."
          href={modeHref({ mode: 'online' })}
        />
      </div>
    </section>
  );
}
