import { useAtomValue } from 'jotai';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { createPortal } from 'react-dom';
import { decisionAtom, shownStateAtom } from '../../state/nemo/gameAtoms';
import { rulesFor } from '../../state/nemo/rulesContent';
import { COLORS, panel } from './theme';
import { formatSigned } from '../../i18n/formatNumber';
import { rollPreview } from '../../core';
import { DATA_GAPS } from '../../core/data';
import { useScreenLayout } from './useScreenLayout';
import { HEADER_LINE } from '../../state/app/screenLayout';

const WIDTH = 380;

/** Beside the panel dock (left of a right dock, above a bottom one), so the decision stays visible. */
function besideDock(layout: ReturnType<typeof useScreenLayout>): CSSProperties {
  const { dock, dockRect, headerRect } = layout;
  if (dock === 'right') {
    const top = Math.max(dockRect.top, headerRect.top + HEADER_LINE + 8);
    return {
      position: 'fixed',
      left: Math.max(4, dockRect.left - WIDTH - 8),
      top,
      maxHeight: dockRect.top + dockRect.height - top,
    };
  }
  if (dock === 'bottom')
    return {
      position: 'fixed',
      right: 8,
      bottom: window.innerHeight - dockRect.top + 8,
      maxHeight: Math.max(200, dockRect.top - 16),
    };
  return { position: 'fixed', right: 8, top: 8, maxHeight: '80vh' };
}

/** The Rules panel: the decision's reminder, its phase's, and this roll's modifiers. */
export function RulesPanel() {
  const { t } = useTranslation();
  const state = useAtomValue(shownStateAtom);
  const decision = useAtomValue(decisionAtom);
  const layout = useScreenLayout();
  if (!state) return null;
  const rules = rulesFor(state, decision);
  const modifiers = rollPreview(state)?.modifiers ?? [];
  return createPortal(
    <div
      aria-label={t('play.rules.label')}
      data-testid="rules-reference"
      style={{
        ...panel,
        ...besideDock(layout),
        padding: 10,
        width: WIDTH,
        boxSizing: 'border-box',
        overflow: 'auto',
        zIndex: 30,
      }}
    >
      <div style={{ color: COLORS.brass, marginBottom: 6 }}>{rules.title}</div>
      {rules.decision && (
        <p data-testid="rules-decision" style={{ margin: '0 0 6px' }}>
          <b>{t('play.rules.now')}</b> {rules.decision}
        </p>
      )}
      {rules.lines.map((l) => (
        <p key={l} style={{ margin: '0 0 6px' }}>
          {l}
        </p>
      ))}
      {modifiers.length > 0 && (
        <p data-testid="roll-modifiers" style={{ margin: '0 0 6px' }}>
          {t('play.rules.thisRoll')}{' '}
          {modifiers.map((m) => `${formatSigned(m.amount)}: ${m.reason}`).join('; ')}
        </p>
      )}
      <details>
        <summary style={{ color: COLORS.muted, cursor: 'pointer' }}>
          {t('play.rules.designed')}
        </summary>
        {DATA_GAPS.map((g) => (
          <p key={g.topic} style={{ margin: '4px 0', fontSize: 12 }}>
            <b>{g.topic}:</b> {g.choice}
          </p>
        ))}
      </details>
    </div>,
    document.body,
  );
}
