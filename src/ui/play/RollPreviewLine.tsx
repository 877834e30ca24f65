import { useTranslation } from 'react-i18next';
import { type GameState, rollPreview } from '../../core';
import {
  exertLossText,
  rollFailText,
  rollNeedLine,
  rollPassText,
  rollSubject,
} from '../../state/nemo/rollPreviewText';
import { resultBands } from '../../state/nemo/rollStakes';
import { COLORS } from './theme';

/** Before a test or attack roll: the target, modifiers with reasons, the chances and the stakes. */
export function RollPreviewLine({ state }: { state: GameState }) {
  const { t } = useTranslation();
  const preview = rollPreview(state);
  if (!preview) return null;
  const bands = resultBands(state);
  return (
    <div data-testid="roll-preview" style={{ fontSize: 12, marginBottom: 8, lineHeight: 1.35 }}>
      <div style={{ color: COLORS.ink }}>
        {rollSubject(preview).replace(/^./, (c) => c.toUpperCase())}: {rollNeedLine(preview)}
      </div>
      {bands.length > 0 ? (
        <ul
          data-testid="roll-bands"
          style={{ margin: '2px 0 0', paddingLeft: 16, color: COLORS.muted }}
        >
          {bands.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      ) : (
        <>
          <div data-testid="roll-pass" style={{ color: COLORS.good }}>
            {t('play.preview.pass', { text: rollPassText(preview) })}
          </div>
          <div data-testid="roll-fail" style={{ color: COLORS.danger }}>
            {t('play.preview.fail', { text: rollFailText(preview) })}
          </div>
        </>
      )}
      {bands.length > 0 && (
        <div data-testid="roll-fail" style={{ color: COLORS.danger }}>
          {t('play.preview.exerted', { text: exertLossText() })}
        </div>
      )}
    </div>
  );
}
