import type { PageBox } from '../../state/table/tableItem';

/** How far the info card stands from the piece it is about. */
const GAP = 18;
/** The card keeps this far inside the window. */
const EDGE = 4;

function overlap(a: PageBox, b: PageBox): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, max));
}

/**
 * Where an info card of `size` goes (its top-left corner, page pixels) for the piece at `at`:
 * below the piece, else beside it, else above it: the first spot in the window that covers none
 * of `pieces` (the tableau, so that the card never hides the tiles it sits among), else the
 * spot that covers the least of them.
 */
export function placeInfoCard(
  at: { x: number; y: number },
  pieces: readonly PageBox[],
  size: { width: number; height: number },
  window: { width: number; height: number },
): { left: number; top: number } {
  // The piece itself: the box of `pieces` around `at` (a point when it is not among them).
  const own = pieces.find(
    (p) => p.left <= at.x && at.x <= p.right && p.top <= at.y && at.y <= p.bottom,
  ) ?? { left: at.x, right: at.x, top: at.y, bottom: at.y };
  const { width, height } = size;
  const centreX = at.x - width / 2;
  const centreY = at.y - height / 2;
  // Above comes last: it covers the board's tracks, where beside the piece is bare wood.
  const spots = [
    { left: centreX, top: own.bottom + GAP },
    { left: own.right + GAP, top: centreY },
    { left: own.left - GAP - width, top: centreY },
    { left: centreX, top: own.top - GAP - height },
  ];
  let best: { left: number; top: number } | null = null;
  let bestCover = Infinity;
  for (const spot of spots) {
    const left = clamp(spot.left, EDGE, window.width - width - EDGE);
    const top = clamp(spot.top, EDGE, window.height - height - EDGE);
    const card = { left, top, right: left + width, bottom: top + height };
    const cover = pieces.reduce((sum, p) => sum + overlap(card, p), 0);
    if (cover < bestCover) {
      best = { left, top };
      bestCover = cover;
    }
    if (cover === 0) break;
  }
  return best!;
}
