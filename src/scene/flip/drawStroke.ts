import type { Stroke } from './flipStrokes';

const MARKER_FONT = "'DejaVu Sans', 'Liberation Sans', 'Nemo Serif JP', sans-serif";

/** A stable pseudo-random number in [0, 1) per stroke key, for hand-drawn wobble. */
export function wobble(key: string, salt = 0): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return ((h >>> 0) % 10000) / 10000;
}

function line(
  ctx: CanvasRenderingContext2D,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  progress: number,
): void {
  const t = Math.min(1, progress);
  if (t <= 0) return;
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x1 + (x2 - x1) * t, y1 + (y2 - y1) * t);
  ctx.stroke();
}

/**
 * Draws one marker stroke, `progress` 0..1 of the way through being drawn (1 = finished).
 * Circles are slightly oval and overshoot their start, like a hand-drawn loop.
 */
export function drawStroke(
  ctx: CanvasRenderingContext2D,
  stroke: Stroke,
  colour: string,
  progress = 1,
): void {
  const t = Math.max(0, Math.min(1, progress));
  if (t <= 0) return;
  const w1 = wobble(stroke.key, 1);
  const w2 = wobble(stroke.key, 2);
  ctx.save();
  ctx.strokeStyle = stroke.colour ?? colour;
  ctx.fillStyle = stroke.colour ?? colour;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.globalAlpha = 0.9;
  switch (stroke.kind) {
    case 'circle': {
      ctx.lineWidth = Math.max(3, stroke.r * 0.16);
      const start = -Math.PI * (0.5 + w1 * 0.6);
      ctx.beginPath();
      ctx.ellipse(
        stroke.x + (w2 - 0.5) * 2,
        stroke.y + (w1 - 0.5) * 2,
        stroke.r * (1 + (w1 - 0.5) * 0.12),
        stroke.r * (0.92 + (w2 - 0.5) * 0.1),
        (w2 - 0.5) * 0.6,
        start,
        start + Math.PI * 2.12 * t,
      );
      ctx.stroke();
      break;
    }
    case 'cross': {
      ctx.lineWidth = Math.max(3, stroke.r * 0.2);
      const r = stroke.r;
      const j = (w1 - 0.5) * r * 0.15;
      line(ctx, stroke.x - r, stroke.y - r + j, stroke.x + r, stroke.y + r, t * 2);
      line(ctx, stroke.x + r + j, stroke.y - r, stroke.x - r, stroke.y + r - j, t * 2 - 1);
      break;
    }
    case 'slash': {
      ctx.lineWidth = Math.max(3, stroke.r * 0.2);
      const r = stroke.r;
      line(ctx, stroke.x - r * 0.8, stroke.y + r, stroke.x + r * 0.8, stroke.y - r, t);
      break;
    }
    case 'line': {
      ctx.lineWidth = 5;
      ctx.setLineDash([]);
      const [x1, y1] = stroke.from;
      const [x2, y2] = stroke.to;
      line(ctx, x1, y1, x2, y2, t);
      break;
    }
    case 'underline': {
      ctx.lineWidth = 4;
      line(ctx, stroke.x1, stroke.y, stroke.x2, stroke.y + (w1 - 0.5) * 3, t);
      break;
    }
    case 'hatch': {
      const r = stroke.rect;
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.rect(r.x + 3, r.y + 3, r.w - 6, r.h - 6);
      ctx.clip();
      const n = 9;
      const shown = Math.ceil(n * t);
      for (let i = 0; i < shown; i++) {
        const off = (i / (n - 1)) * (r.w + r.h) - r.h;
        ctx.beginPath();
        ctx.moveTo(r.x + off, r.y + r.h);
        ctx.lineTo(r.x + off + r.h, r.y);
        ctx.stroke();
      }
      break;
    }
    case 'text': {
      let size = stroke.size;
      ctx.font = `bold ${size}px ${MARKER_FONT}`;
      const room = stroke.maxWidth ?? Infinity;
      while (size > 10 && ctx.measureText(stroke.text).width > room) {
        size -= 1;
        ctx.font = `bold ${size}px ${MARKER_FONT}`;
      }
      ctx.textAlign = stroke.align ?? 'center';
      ctx.textBaseline = 'middle';
      const width = ctx.measureText(stroke.text).width;
      const left = stroke.align === 'left' ? stroke.x : stroke.x - width / 2;
      ctx.beginPath();
      ctx.rect(left - 4, stroke.y - size, (width + 8) * t, size * 2);
      ctx.clip();
      ctx.translate(stroke.x, stroke.y);
      ctx.rotate((w1 - 0.5) * 0.08);
      ctx.fillText(stroke.text, 0, 0);
      break;
    }
  }
  ctx.restore();
}
