import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { latestStateAtom, shownEventsAtom } from '../../state/nemo/gameAtoms';
import { botTurnTrace } from '../../state/nemo/botTurnTrace';
import { seatsAtom } from '../../state/nemo/seatAtoms';
import { panel } from './theme';
import { useScreenLayout } from './useScreenLayout';

/**
 * Versus against the Imperialist bot: a status line under the header saying what the bot just
 * did (its action, what that did on the table, how its turn ended), as the table shows it.
 */
export function BotTurnLine() {
  const { t } = useTranslation();
  const events = useAtomValue(shownEventsAtom);
  const state = useAtomValue(latestStateAtom);
  const seats = useAtomValue(seatsAtom);
  const { headerRect, stage } = useScreenLayout();
  const lines = useMemo(
    () => (state?.imperialist && seats.imperialist === 'bot' ? botTurnTrace(events, state) : null),
    [events, state, seats.imperialist],
  );
  if (!lines) return null;
  return (
    <div
      role="status"
      data-testid="bot-turn-line"
      style={{
        ...panel,
        position: 'absolute',
        top: stage.top + 4,
        left: headerRect.left,
        maxWidth: Math.min(headerRect.width, 640),
        boxSizing: 'border-box',
        padding: '4px 10px',
        fontSize: 13,
        borderColor: '#c0504d',
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      <span style={{ color: '#f08a80', marginRight: 8 }}>{t('firstGame.bot.kicker')}</span>
      {lines.join(' ')}
    </div>
  );
}
