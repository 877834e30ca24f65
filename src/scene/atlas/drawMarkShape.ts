import type { MarkShape } from '../../state/table/colourMarks';
import { fillTile } from './canvasFrame';

function polygon(ctx: CanvasRenderingContext2D, cx: number, cy: number, points: number[][]) {
  ctx.beginPath();
  points.forEach(([x = 0, y = 0], i) =>
    i === 0 ? ctx.moveTo(cx + x, cy + y) : ctx.lineTo(cx + x, cy + y),
  );
  ctx.closePath();
}

function regular(sides: number, r: number, turn: number): number[][] {
  return Array.from({ length: sides }, (_, i) => {
    const a = turn + (i * 2 * Math.PI) / sides;
    return [Math.cos(a) * r, Math.sin(a) * r];
  });
}

function star(r: number): number[][] {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const k = i % 2 === 0 ? r : r * 0.42;
    return [Math.cos(a) * k, Math.sin(a) * k];
  });
}

/** Fills `shape` centred at (cx, cy) with radius r in the current fill style. */
export function drawMarkShape(
  ctx: CanvasRenderingContext2D,
  shape: MarkShape,
  cx: number,
  cy: number,
  r: number,
): void {
  const bar = r * 0.38;
  switch (shape) {
    case 'circle':
      ctx.beginPath();
      ctx.arc(cx, cy, r * 0.85, 0, Math.PI * 2);
      ctx.fill();
      return;
    case 'ring':
      ctx.beginPath();
      ctx.arc(cx, cy, r * 0.9, 0, Math.PI * 2);
      ctx.arc(cx, cy, r * 0.5, 0, Math.PI * 2, true);
      ctx.fill();
      return;
    case 'triangle':
      polygon(ctx, cx, cy + r * 0.15, regular(3, r * 1.05, -Math.PI / 2));
      break;
    case 'square':
      ctx.fillRect(cx - r * 0.75, cy - r * 0.75, r * 1.5, r * 1.5);
      return;
    case 'diamond':
      polygon(ctx, cx, cy, regular(4, r, 0));
      break;
    case 'star':
      polygon(ctx, cx, cy + r * 0.08, star(r * 1.05));
      break;
    case 'hexagon':
      polygon(ctx, cx, cy, regular(6, r * 0.95, 0));
      break;
    case 'bar':
      ctx.fillRect(cx - r * 0.95, cy - bar, r * 1.9, bar * 2);
      return;
    case 'plus':
      ctx.fillRect(cx - r * 0.95, cy - bar / 1.4, r * 1.9, (bar * 2) / 1.4);
      ctx.fillRect(cx - bar / 1.4, cy - r * 0.95, (bar * 2) / 1.4, r * 1.9);
      return;
    case 'cross':
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate(Math.PI / 4);
      ctx.fillRect(-r, -bar / 1.4, r * 2, (bar * 2) / 1.4);
      ctx.fillRect(-bar / 1.4, -r, (bar * 2) / 1.4, r * 2);
      ctx.restore();
      return;
  }
  ctx.fill();
}

/**
 * A mark chip: a cream disc with a dark rim, the group's colour as a band around a dark shape,
 * so the shape reads in any colour vision and the colour still ties it to its group.
 */
export function drawMarkChip(
  ctx: CanvasRenderingContext2D,
  shape: MarkShape,
  colour: string,
  w: number,
  h: number,
): void {
  ctx.clearRect(0, 0, w, h);
  fillTile(ctx, w, h, '#1d1a14');
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, w * 0.46, 0, Math.PI * 2);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(w / 2, h / 2, w * 0.38, 0, Math.PI * 2);
  ctx.fillStyle = '#f7f1e1';
  ctx.fill();
  ctx.fillStyle = '#14110c';
  drawMarkShape(ctx, shape, w / 2, h / 2, w * 0.27);
}
