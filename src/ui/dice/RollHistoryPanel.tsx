import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { rollHistoryAtom } from '../../state/table/diceAtoms';
import { colourBlindAtom } from '../../state/app/settings';
import { DieFaceIcon } from './DieFaceIcon';
import { SERIF } from '../../i18n/latinFont';

/** The last rolls, newest first. */
export function RollHistoryPanel({ limit = 10 }: { limit?: number }) {
  const { t } = useTranslation();
  const history = useAtomValue(rollHistoryAtom);
  const colourBlind = useAtomValue(colourBlindAtom);
  return (
    <aside
      aria-label={t('dice.history')}
      data-testid="roll-history"
      style={{
        position: 'absolute',
        top: 16,
        right: 16,
        width: 220,
        maxHeight: '60vh',
        overflowY: 'auto',
        padding: '8px 12px',
        borderRadius: 10,
        background: 'rgba(8, 20, 28, 0.72)',
        color: '#f0ead8',
        font: `14px ${SERIF}`,
      }}
    >
      <h2 style={{ fontSize: 15, margin: '0 0 6px' }}>{t('dice.history')}</h2>
      {history.length === 0 && <p style={{ margin: 0, opacity: 0.7 }}>{t('dice.noRolls')}</p>}
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {history.slice(0, limit).map((roll) => (
          <li
            key={roll.id}
            style={{ display: 'flex', alignItems: 'center', gap: 4, padding: '3px 0' }}
          >
            <span style={{ width: 36, opacity: 0.7 }}>
              {t('dice.rollIndex', { n: roll.rollIndex })}
            </span>
            {roll.shown.map((value, i) => (
              <DieFaceIcon
                key={i}
                value={value}
                color={roll.colors[i] ?? 'white'}
                size={20}
                ringPips={colourBlind}
              />
            ))}
            <span style={{ marginLeft: 'auto' }}>{roll.shown.reduce((s, v) => s + v, 0)}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
