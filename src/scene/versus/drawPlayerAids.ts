import { fillTile, strokeFrame } from '../atlas/canvasFrame';
import { SERIF, fitText, roundRect } from '../atlas/canvasText';

export interface PlayerAid {
  letter: 'A' | 'B' | 'C' | 'D';
  title: string;
  lines: string[];
}

/** Our own short summaries for the four Imperialist Player Aid cards (Versus A–D). */
export const PLAYER_AIDS: PlayerAid[] = [
  {
    letter: 'A',
    title: 'Imperialist Phase',
    lines: ['AP = current Act', '+1 per gem committed', 'last turn', 'Max 5 · save 1'],
  },
  {
    letter: 'B',
    title: 'Actions & costs',
    lines: [
      'Move · Thimble-rig · Obscure 1',
      'Convert · Pressure 2',
      'Place / move Squadron 1',
      'Hunt · Crush Dissent 2',
    ],
  },
  {
    letter: 'C',
    title: 'Squadrons',
    lines: [
      'Blue at Notoriety 14',
      'Green at Notoriety 26',
      'Arctic Ice blocks them',
      'Suez open in Act III',
    ],
  },
  {
    letter: 'D',
    title: 'Hunt the Nautilus',
    lines: [
      'You roll the threats',
      'Low rolls favour you',
      'Hoard gemstones',
      'Sink it or outlast it',
    ],
  },
];

export const AID_TILE = { w: 256, h: 366 } as const;

/** Draws the four Player Aid faces side by side, one tile each, into a 1024 × 366 canvas. */
export function drawPlayerAids(ctx: CanvasRenderingContext2D): void {
  PLAYER_AIDS.forEach((aid, i) => drawAid(ctx, aid, i * AID_TILE.w, AID_TILE.w, AID_TILE.h));
}

function drawAid(ctx: CanvasRenderingContext2D, aid: PlayerAid, x0: number, w: number, h: number) {
  ctx.save();
  ctx.translate(x0, 0);
  fillTile(ctx, w, h, '#efe4c6');
  strokeFrame(ctx, w, h, { inset: 10, radius: 14, colour: '#7d1c1c', lineWidth: 8 });
  ctx.fillStyle = '#7d1c1c';
  roundRect(ctx, 18, 18, w - 36, 84, 8);
  ctx.fill();
  ctx.fillStyle = '#f4e6c0';
  fitText(ctx, `VERSUS ${aid.letter}`, w / 2, 40, w - 60, 22);
  fitText(ctx, aid.title, w / 2, 76, w - 44, 32);
  ctx.fillStyle = '#2a1d14';
  aid.lines.forEach((line, i) => fitText(ctx, line, w / 2, 136 + i * 42, w - 40, 26, ''));
  ctx.strokeStyle = '#7d1c1c';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(40, h - 62);
  ctx.lineTo(w - 40, h - 62);
  ctx.stroke();
  ctx.fillStyle = '#7d1c1c';
  ctx.font = `italic bold 18px ${SERIF}`;
  ctx.textAlign = 'center';
  ctx.fillText('Imperialist Player Aid', w / 2, h - 36);
  ctx.restore();
}
