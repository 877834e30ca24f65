import type { FlipTarget } from '../../state/flip/flipTarget';
import { roundRect } from '../atlas/canvasText';
import { targetRect } from './flipBoardLayout';

interface OutlineLook {
  /** How far outside the target's box the outline runs, and its corners' radius. */
  pad: number;
  radius: number;
  lineWidth: number;
  stroke: string;
  fill: string | null;
}

const GLOW: OutlineLook = {
  pad: 2,
  radius: 8,
  lineWidth: 4,
  stroke: 'rgba(230, 150, 0, 0.9)',
  fill: 'rgba(255, 196, 0, 0.28)',
};
const FIRM: OutlineLook = { pad: 4, radius: 10, lineWidth: 7, stroke: '#ff7a00', fill: null };

function outline(
  ctx: CanvasRenderingContext2D,
  targets: readonly (FlipTarget | null)[],
  look: OutlineLook,
): void {
  const { pad, radius, fill } = look;
  ctx.strokeStyle = look.stroke;
  ctx.lineWidth = look.lineWidth;
  if (fill) ctx.fillStyle = fill;
  for (const target of targets) {
    const r = target ? targetRect(target) : null;
    if (!r) continue;
    roundRect(ctx, r.x - pad, r.y - pad, r.w + 2 * pad, r.h + 2 * pad, radius);
    if (fill) ctx.fill();
    ctx.stroke();
  }
}

/** Soft amber glows on every legal target; the hovered or selected one gets a firm outline. */
export function drawHighlights(
  ctx: CanvasRenderingContext2D,
  legal: readonly FlipTarget[],
  strong: readonly (FlipTarget | null)[],
): void {
  ctx.save();
  outline(ctx, legal, GLOW);
  outline(ctx, strong, FIRM);
  ctx.restore();
}
