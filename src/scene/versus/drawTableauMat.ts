import type { Rect } from '../layout/boardGeometry';
import { fillTile, strokeFrame } from '../atlas/canvasFrame';
import { fitText, roundRect } from '../atlas/canvasText';
import {
  AID_CARD,
  AID_CARDS,
  GEM_BOXES,
  SQUADRON_BERTHS,
  SQUADRON_BERTH_RADIUS,
  TABLEAU_HEADER_Z,
  TABLEAU_MAT,
} from './versusLayout';

export const MAT_PX_PER_UNIT = 80;
const ACTS = ['', 'I', 'II', 'III'];

/** The Imperialist Tableau mat: title, card spaces, Squadron berths and gemstone boxes. */
export function drawTableauMat(ctx: CanvasRenderingContext2D, act: number): void {
  const k = MAT_PX_PER_UNIT;
  const px = (x: number) => (x - (TABLEAU_MAT.x - TABLEAU_MAT.w / 2)) * k;
  const pz = (z: number) => (z - (TABLEAU_MAT.z - TABLEAU_MAT.d / 2)) * k;
  const box = (r: Rect, radius: number) =>
    roundRect(ctx, px(r.x - r.w / 2), pz(r.z - r.d / 2), r.w * k, r.d * k, radius);
  const w = TABLEAU_MAT.w * k;
  const h = TABLEAU_MAT.d * k;
  fillTile(ctx, w, h, '#3a1416');
  strokeFrame(ctx, w, h, { inset: 8, radius: 18, colour: '#c9a45c', lineWidth: 6 });
  ctx.fillStyle = '#e6c77e';
  const title = `IMPERIALIST TABLEAU  ·  ACT ${ACTS[act] ?? act}  ·  +${act} AP A TURN`;
  fitText(ctx, title, w / 2, pz(TABLEAU_HEADER_Z), w * 0.6, 28);
  ctx.setLineDash([10, 8]);
  ctx.lineWidth = 3;
  ctx.strokeStyle = 'rgba(230, 199, 126, 0.55)';
  for (const card of AID_CARDS) {
    box({ ...card, w: AID_CARD.w + 0.12, d: AID_CARD.d + 0.12 }, 8);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  for (const berth of Object.values(SQUADRON_BERTHS)) {
    ctx.beginPath();
    ctx.arc(px(berth.x), pz(berth.z), SQUADRON_BERTH_RADIUS * k, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(0, 0, 0, 0.25)';
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#e6c77e';
    fitText(ctx, berth.label, px(berth.x), pz(berth.z + SQUADRON_BERTH_RADIUS + 0.22), 2.2 * k, 20);
  }
  for (const gems of Object.values(GEM_BOXES)) {
    box(gems, 10);
    ctx.fillStyle = 'rgba(0, 0, 0, 0.28)';
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = '#e6c77e';
    fitText(ctx, gems.label, px(gems.x), pz(gems.z - gems.d / 2 + 0.24), gems.w * k - 16, 20);
  }
}
