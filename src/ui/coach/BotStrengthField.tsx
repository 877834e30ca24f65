import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { BotStrength } from '../../state/bots/botStrength';
import { botStrengthAtom } from '../../state/bots/botStrengthAtom';
import { COLORS } from '../play/theme';

const LINES = { strong: 'coach.strongLine', quick: 'coach.quickLine' } as const;

/** Bot strength for the versus bots and autoplay (`bot=strong|quick` in the URL). */
export function BotStrengthField() {
  const { t } = useTranslation();
  const [strength, setStrength] = useAtom(botStrengthAtom);
  return (
    <label style={{ display: 'block', marginBottom: 10 }}>
      {t('coach.strength')}{' '}
      <select
        aria-label={t('coach.strength')}
        data-testid="bot-strength"
        value={strength}
        onChange={(e) => setStrength(e.target.value as BotStrength)}
      >
        <option value="strong">{t('coach.strong')}</option>
        <option value="quick">{t('coach.quick')}</option>
      </select>
      <span style={{ display: 'block', color: COLORS.muted, fontSize: 12 }}>
        {t(LINES[strength])}
      </span>
    </label>
  );
}
