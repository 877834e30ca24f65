import { createPortal } from 'react-dom';
import type { ReviewLine } from '../../state/bots/reviewAtoms';
import { TOGGLE_HEIGHT } from '../../state/screenLayout';
import { COLORS, button, panel } from '../play/theme';
import { useScreenLayout } from '../play/useScreenLayout';
import { formatChance } from '../coach/formatEstimate';

/**
 * While the table shows an earlier moment: what was played there and what the coach preferred,
 * over the panel dock (the board stays clear), with the way back to the score sheet.
 */
export function ReviewMomentBar({ line, onBack }: { line: ReviewLine; onBack: () => void }) {
  const { dockRect } = useScreenLayout();
  const width = Math.max(dockRect.width, 260);
  return createPortal(
    <>
      {/* The score sheet steps aside while the board of that moment is on view. */}
      <style>{'[data-testid="score-sheet"] { display: none !important; }'}</style>
      <section
        aria-label="Review moment"
        data-testid="review-moment"
        data-index={line.index}
        data-turn={line.turn}
        style={{
          ...panel,
          background: COLORS.navySolid,
          position: 'absolute',
          left: Math.min(dockRect.left, window.innerWidth - width - 8),
          top: dockRect.top + TOGGLE_HEIGHT,
          width,
          boxSizing: 'border-box',
          padding: 12,
          zIndex: 5,
        }}
      >
        <div style={{ color: COLORS.brass, marginBottom: 6 }}>
          The board at turn {line.turn}, before this decision (read-only)
        </div>
        <div>You played: {line.played}</div>
        <div style={{ color: COLORS.muted, fontSize: 12, marginBottom: 4 }}>
          Finale {formatChance(line.playedChance)}
        </div>
        <div>The coach preferred: {line.preferred}</div>
        <div style={{ color: COLORS.muted, fontSize: 12, marginBottom: 8 }}>
          Finale {formatChance(line.preferredChance)} ·{' '}
          {line.seat === 'imperialist'
            ? `${line.cost.toFixed(1)} VP less expected for the Nautilus`
            : `${line.cost.toFixed(1)} VP more expected`}
        </div>
        <button data-testid="review-back" style={button} onClick={onBack}>
          ← Back to the score sheet
        </button>
      </section>
    </>,
    document.body,
  );
}
