import { useAtom } from 'jotai';
import { botStrengthAtom, type BotStrength } from '../../state/bots/botStrength';
import { COLORS } from '../play/theme';

const LINES: Record<BotStrength, string> = {
  strong: 'Strong: the search bot weighs sampled futures before each choice (a moment’s thought).',
  quick: 'Quick: the rule-of-thumb bot answers at once and plays weaker.',
};

/** Bot strength for the versus bots and autoplay (`bot=strong|quick` in the URL). */
export function BotStrengthField() {
  const [strength, setStrength] = useAtom(botStrengthAtom);
  return (
    <label style={{ display: 'block', marginBottom: 10 }}>
      Bot strength{' '}
      <select
        aria-label="Bot strength"
        data-testid="bot-strength"
        value={strength}
        onChange={(e) => setStrength(e.target.value as BotStrength)}
      >
        <option value="strong">Strong</option>
        <option value="quick">Quick</option>
      </select>
      <span style={{ display: 'block', color: COLORS.muted, fontSize: 12 }}>{LINES[strength]}</span>
    </label>
  );
}
