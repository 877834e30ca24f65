import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SECTION_OF_SUIT, TRACK_LENGTH } from '../../flip';
import { SECTION_NAME, SUIT_SYMBOL } from '../../state/flip/flipLabels';
import { flipCanUndoAtom, flipShownStateAtom, undoFlipAtom } from '../../state/flip/flipAtoms';
import { ANIMATION_SPEEDS, speedAtom, type AnimationSpeed } from '../../state/app/settings';
import { COLORS, button, disabledButton, panel } from '../play/theme';

/** Turn and phase, Farragut's score, speed, undo and a new voyage. */
export function FlipHud({ onNewGame }: { onNewGame: () => void }) {
  const { t } = useTranslation();
  const state = useAtomValue(flipShownStateAtom);
  const canUndo = useAtomValue(flipCanUndoAtom);
  const undo = useSetAtom(undoFlipAtom);
  const [speed, setSpeed] = useAtom(speedAtom);
  if (!state) return null;
  return (
    <header
      data-testid="flip-hud"
      style={{
        ...panel,
        position: 'absolute',
        top: 8,
        left: 8,
        right: 8,
        padding: '6px 10px',
        display: 'flex',
        gap: 10,
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <strong style={{ color: COLORS.brass }}>{t('flip.title')}</strong>
      <span title={t('flip.hud.ends', { length: TRACK_LENGTH.value })}>
        {t('flip.hud.turn', { turn: state.turn, phase: t(`flip.hud.phase.${state.phase}`) })}
      </span>
      {state.farragut && (
        <span
          title={t('flip.hud.specialty', {
            suit: `${SECTION_NAME[SECTION_OF_SUIT[state.farragut.specialty]]} ${SUIT_SYMBOL[state.farragut.specialty]}`,
          })}
        >
          {t('flip.hud.farragutScore', { score: state.farragut.score })}
        </span>
      )}
      <span
        title={t('flip.hud.controls')}
        style={{
          color: COLORS.muted,
          fontSize: 12,
          flex: '1 1 0',
          minWidth: 0,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {t('flip.hud.controls')}
      </span>
      <span style={{ display: 'flex', gap: 6, alignItems: 'center', flex: '0 0 auto' }}>
        <label>
          {t('flip.hud.speed')}{' '}
          <select
            aria-label={t('flip.hud.speed')}
            value={speed}
            onChange={(e) => setSpeed(e.target.value as AnimationSpeed)}
          >
            {ANIMATION_SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s === 'instant' ? t('flip.hud.instant') : t('flip.hud.times', { speed: s })}
              </option>
            ))}
          </select>
        </label>
        <button
          style={canUndo ? button : disabledButton}
          disabled={!canUndo}
          title={t('flip.hud.undoTitle')}
          onClick={() => undo()}
        >
          {t('flip.hud.undo')}
        </button>
        <button style={button} onClick={onNewGame}>
          {t('flip.hud.newVoyage')}
        </button>
      </span>
    </header>
  );
}
