import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { COLORS, panel } from '../play/theme';

const WIDTH = 280;
const GAP = 8;

/** Beside the row on its left (the table's side), else on its right; never off the window. */
function placeBeside(rect: DOMRect): CSSProperties {
  const left = rect.left - WIDTH - GAP >= 4 ? rect.left - WIDTH - GAP : rect.right + GAP;
  return {
    position: 'fixed',
    left: Math.max(4, Math.min(left, window.innerWidth - WIDTH - 4)),
    top: Math.max(4, Math.min(rect.top - 8, window.innerHeight - 160)),
    zIndex: 40,
  };
}

/**
 * A squeezed coach row's whole advice, drawn over the table beside the row while it is hovered,
 * focused or tapped: the option, its figures and why. Screen readers hear the reason from the
 * row itself (its description), so the card is for the eyes only.
 */
export function CoachReasonCard({
  rect,
  heading,
  estimate,
  why,
}: {
  rect: DOMRect;
  heading: string;
  estimate: string;
  why: string;
}) {
  return createPortal(
    <div
      aria-hidden="true"
      data-testid="coach-reason"
      style={{
        ...panel,
        ...placeBeside(rect),
        width: WIDTH,
        boxSizing: 'border-box',
        padding: '8px 10px',
        fontSize: 13,
        lineHeight: 1.35,
        pointerEvents: 'none',
      }}
    >
      <div style={{ color: COLORS.ink }}>{heading}</div>
      <div style={{ color: COLORS.brass, fontSize: 12, margin: '2px 0 4px' }}>{estimate}</div>
      <div style={{ color: COLORS.muted }}>{why}</div>
    </div>,
    document.body,
  );
}
