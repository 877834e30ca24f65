import { useAtomValue } from 'jotai';
import { botThinkingAtom } from '../../state/bots/botMoveAtoms';
import { COLORS } from '../play/theme';

/** "The Imperialist bot is thinking…" while a strong bot works in the background. */
export function BotThinkingLine() {
  const seat = useAtomValue(botThinkingAtom);
  if (!seat) return null;
  return (
    <div
      data-testid="bot-thinking"
      role="status"
      style={{ color: COLORS.muted, fontSize: 12, padding: '0 4px', flex: '0 0 auto' }}
    >
      <style>{'@keyframes nemo-bot-spin { to { transform: rotate(360deg); } }'}</style>
      <span
        aria-hidden
        style={{ display: 'inline-block', animation: 'nemo-bot-spin 1.2s linear infinite' }}
      >
        ⟳
      </span>{' '}
      The {seat === 'imperialist' ? 'Imperialist' : 'Nautilus'} bot is thinking…
    </div>
  );
}
