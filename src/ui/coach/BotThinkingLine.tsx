import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { botThinkingAtom } from '../../state/bots/botMoveAtoms';
import { COLORS } from '../play/theme';

/** CSS, not words: kept out of the markup so the literal-text check reads only visible text. */
const SPIN = '@keyframes nemo-bot-spin { to { transform: rotate(360deg); } }';

/** "The Imperialist bot is thinking…" while a strong bot works in the background. */
export function BotThinkingLine() {
  const { t } = useTranslation();
  const seat = useAtomValue(botThinkingAtom);
  if (!seat) return null;
  return (
    <div
      data-testid="bot-thinking"
      role="status"
      style={{ color: COLORS.muted, fontSize: 12, padding: '0 4px', flex: '0 0 auto' }}
    >
      <style>{SPIN}</style>
      <span
        aria-hidden
        style={{ display: 'inline-block', animation: 'nemo-bot-spin 1.2s linear infinite' }}
      >
        ⟳
      </span>{' '}
      {seat === 'imperialist' ? t('coach.botThinkingImperialist') : t('coach.botThinkingNautilus')}
    </div>
  );
}
