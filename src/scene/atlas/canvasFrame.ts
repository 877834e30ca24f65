import { roundRect } from './canvasText';

/** A gradient running from `from` (stop 0) to `to` (stop 1). */
export function twoStops(gradient: CanvasGradient, from: string, to: string): CanvasGradient {
  gradient.addColorStop(0, from);
  gradient.addColorStop(1, to);
  return gradient;
}

/** Fills the whole `w`×`h` tile with `fill`, a colour or a gradient. */
export function fillTile(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  fill: string | CanvasGradient,
): void {
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, w, h);
}

/** Strokes a rounded frame `inset` pixels inside the `w`×`h` tile. */
export function strokeFrame(
  ctx: CanvasRenderingContext2D,
  w: number,
  h: number,
  frame: { inset: number; radius: number; colour: string; lineWidth: number },
): void {
  const { inset, radius, colour, lineWidth } = frame;
  ctx.strokeStyle = colour;
  ctx.lineWidth = lineWidth;
  roundRect(ctx, inset, inset, w - 2 * inset, h - 2 * inset, radius);
  ctx.stroke();
}
