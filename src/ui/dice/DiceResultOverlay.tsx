import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { lastRollResultAtom, rollPhaseAtom } from '../../state/table/diceAtoms';
import { colourBlindAtom } from '../../state/app/settings';
import { DieFaceIcon } from './DieFaceIcon';
import { SERIF } from '../../i18n/latinFont';

/** Announces the roll: "Rolling…" while the dice move, then the values shown (aria-live). */
export function DiceResultOverlay() {
  const { t } = useTranslation();
  const phase = useAtomValue(rollPhaseAtom);
  const result = useAtomValue(lastRollResultAtom);
  const colourBlind = useAtomValue(colourBlindAtom);
  const total = result?.shown.reduce((sum, v) => sum + v, 0) ?? 0;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="dice-result"
      data-phase={phase}
      style={{
        position: 'absolute',
        top: 16,
        left: '50%',
        transform: 'translateX(-50%)',
        padding: '8px 16px',
        borderRadius: 10,
        background: 'rgba(8, 20, 28, 0.78)',
        color: '#f0ead8',
        font: `16px ${SERIF}`,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        minHeight: 32,
        pointerEvents: 'none',
      }}
    >
      {phase === 'idle' && <span>{t('dice.idle')}</span>}
      {phase === 'rolling' && <span>{t('dice.rolling')}</span>}
      {phase === 'settled' && result && (
        <>
          {result.shown.map((value, i) => (
            <DieFaceIcon
              key={i}
              value={value}
              color={result.colors[i] ?? 'white'}
              ringPips={colourBlind}
            />
          ))}
          <span data-testid="dice-result-text">
            {result.shown
              .map((v, i) =>
                colourBlind
                  ? t('dice.face', { color: t(`dice.${result.colors[i] ?? 'white'}`), value: v })
                  : String(v),
              )
              .join(t('play.payment.separator'))}
            {result.shown.length > 1 ? t('dice.total', { total }) : ''}
          </span>
        </>
      )}
    </div>
  );
}
