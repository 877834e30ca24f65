import type { FlipTarget } from '../../state/flip/flipTarget';
import { targetRect } from './flipBoardLayout';

/** Soft amber glows on every legal target; the hovered or selected one gets a firm outline. */
export function drawHighlights(
  ctx: CanvasRenderingContext2D,
  legal: readonly FlipTarget[],
  strong: readonly (FlipTarget | null)[],
): void {
  ctx.save();
  for (const target of legal) {
    const r = targetRect(target);
    if (!r) continue;
    ctx.fillStyle = 'rgba(255, 196, 0, 0.28)';
    ctx.strokeStyle = 'rgba(230, 150, 0, 0.9)';
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.roundRect(r.x - 2, r.y - 2, r.w + 4, r.h + 4, 8);
    ctx.fill();
    ctx.stroke();
  }
  for (const target of strong) {
    const r = target ? targetRect(target) : null;
    if (!r) continue;
    ctx.strokeStyle = '#ff7a00';
    ctx.lineWidth = 7;
    ctx.beginPath();
    ctx.roundRect(r.x - 4, r.y - 4, r.w + 8, r.h + 8, 10);
    ctx.stroke();
  }
  ctx.restore();
}
