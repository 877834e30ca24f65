import type { MarkShape } from '../../state/table/colourMarks';
import { fillTile } from '../atlas/canvasFrame';
import { drawMarkShape } from '../atlas/drawMarkShape';
import { text } from './sheetIcons';

/**
 * A phase token for the colour-blind setting: the seat's shape (circle, triangle, square,
 * diamond) outlined in white on the seat's colour, with the phase letter inside.
 */
export function drawSeatMarkToken(
  ctx: CanvasRenderingContext2D,
  colour: string,
  shape: MarkShape,
  letter: string,
  w: number,
  h: number,
): void {
  fillTile(ctx, w, h, colour);
  ctx.fillStyle = '#ffffff';
  drawMarkShape(ctx, shape, w / 2, h / 2, w * 0.46);
  ctx.fillStyle = colour;
  drawMarkShape(ctx, shape, w / 2, h / 2, w * 0.36);
  text(ctx, letter, w / 2, h / 2 + 3, w * 0.34, '#ffffff');
}
