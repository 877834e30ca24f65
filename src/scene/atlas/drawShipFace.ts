import type { ShipFace, SquadronColour } from '../../state/boardView';
import { SERIF, fitText, roundRect } from './canvasText';
import { SHIP_FILL, inkFor } from './shipColours';

export function drawShipFace(
  ctx: CanvasRenderingContext2D,
  ship: ShipFace,
  w: number,
  h: number,
): void {
  const ink = inkFor(ship.colour);
  ctx.fillStyle = SHIP_FILL[ship.colour];
  ctx.fillRect(0, 0, w, h);
  ctx.strokeStyle = ink;
  ctx.globalAlpha = 0.55;
  ctx.lineWidth = 3;
  roundRect(ctx, 8, 8, w - 16, h - 16, 10);
  ctx.stroke();
  ctx.globalAlpha = 1;
  ctx.fillStyle = ink;
  fitText(ctx, ship.name, w / 2, h * 0.24, w - 26, 30);
  fitText(ctx, ship.nation ?? '—', w / 2, h * 0.42, w - 30, 20, 'italic');
  if (ship.warship) {
    ctx.beginPath();
    ctx.moveTo(w * 0.3, h * 0.52);
    ctx.lineTo(w * 0.7, h * 0.52);
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  const stats = [
    ship.attack === null ? '–' : String(ship.attack),
    String(ship.defense),
    `★${ship.notoriety}`,
  ];
  const labels = ['ATK', 'DEF', 'NOT'];
  stats.forEach((stat, i) => {
    const x = (w * (i + 0.5)) / 3;
    ctx.font = `bold 15px ${SERIF}`;
    ctx.textAlign = 'center';
    ctx.fillText(labels[i] ?? '', x, h * 0.64);
    fitText(ctx, stat, x, h * 0.8, w / 3 - 6, 38);
  });
}

export function drawHiddenMarker(ctx: CanvasRenderingContext2D, w: number, h: number): void {
  const g = ctx.createRadialGradient(w / 2, h / 2, 10, w / 2, h / 2, w * 0.7);
  g.addColorStop(0, '#2c4d6e');
  g.addColorStop(1, '#0f2233');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
  ctx.strokeStyle = '#c9a45c';
  ctx.lineWidth = 4;
  roundRect(ctx, 9, 9, w - 18, h - 18, 10);
  ctx.stroke();
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
  ctx.fillStyle = SHIP_FILL[colour];
  ctx.fillRect(0, 0, w, h);
  ctx.fillStyle = '#f7f1e1';
  fitText(ctx, colour === 'blue' ? 'D' : 'E', w / 2, h * 0.42, w, 80);
  fitText(ctx, `at ${space}`, w / 2, h * 0.78, w - 20, 30);
}
