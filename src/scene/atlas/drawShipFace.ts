import type { ShipFace, SquadronColour } from '../../state/table/boardView';
import { fillTile, strokeFrame, twoStops } from './canvasFrame';
import { fitText } from './canvasText';
import { SHIP_FILL, inkFor } from './shipColours';

/**
 * The band of a ship tile's face (fractions of its height from the top edge) that holds the
 * ship's name: low on the tile, so that the miniature standing on its upper part leaves it clear.
 */
export const SHIP_NAME_BAND = { top: 0.66, bottom: 0.82 } as const;

export function drawShipFace(
  ctx: CanvasRenderingContext2D,
  ship: ShipFace,
  w: number,
  h: number,
): void {
  const ink = inkFor(ship.colour);
  fillTile(ctx, w, h, SHIP_FILL[ship.colour]);
  ctx.globalAlpha = 0.55;
  strokeFrame(ctx, w, h, { inset: 8, radius: 10, colour: ink, lineWidth: 3 });
  ctx.globalAlpha = 1;
  ctx.fillStyle = ink;
  const stats = [
    ship.attack === null ? '–' : String(ship.attack),
    String(ship.defense),
    `★${ship.notoriety}`,
  ];
  const labels = ['ATK', 'DEF', 'NOT'];
  stats.forEach((stat, i) => {
    const x = (w * (i + 0.5)) / 3;
    fitText(ctx, labels[i] ?? '', x, h * 0.4, w / 3, 15);
    fitText(ctx, stat, x, h * 0.53, w / 3 - 6, 32);
  });
  if (ship.warship) {
    ctx.beginPath();
    ctx.moveTo(w * 0.3, h * 0.635);
    ctx.lineTo(w * 0.7, h * 0.635);
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  const name = (SHIP_NAME_BAND.top + SHIP_NAME_BAND.bottom) / 2;
  fitText(ctx, ship.name, w / 2, h * name, w - 26, 28);
  fitText(ctx, ship.nation ?? '—', w / 2, h * 0.89, w - 30, 17, 'italic');
}

export function drawHiddenMarker(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const glow = ctx.createRadialGradient(w / 2, h / 2, 10, w / 2, h / 2, w * 0.7);
  fillTile(ctx, w, h, twoStops(glow, '#2c4d6e', '#0f2233'));
  strokeFrame(ctx, w, h, { inset: 9, radius: 10, colour: '#c9a45c', lineWidth: 4 });
  ctx.fillStyle = '#e8c877';
  fitText(ctx, '?', w / 2, h * 0.44, w, 92);
  fitText(ctx, 'HIDDEN SHIP', w / 2, h * 0.8, w - 30, 18);
}

export function drawGroupBack(
  ctx: CanvasRenderingContext2D,
  colour: SquadronColour,
  space: number,
  w: number,
  h: number,
): void {
  fillTile(ctx, w, h, SHIP_FILL[colour]);
  ctx.fillStyle = '#f7f1e1';
  fitText(ctx, colour === 'blue' ? 'D' : 'E', w / 2, h * 0.42, w, 80);
  fitText(ctx, `at ${space}`, w / 2, h * 0.78, w - 20, 30);
}
