import { CanvasTexture } from 'three';

/** A soft rounded frame, bright at its rim and clear inside, for selectable targets. */
export function createGlowTexture(): CanvasTexture | null {
  if (typeof document === 'undefined') return null;
  const size = 256;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  for (let i = 0; i < 24; i++) {
    ctx.strokeStyle = `rgba(255, 214, 120, ${0.05 + (i / 24) * 0.08})`;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.roundRect(6 + i, 6 + i, size - 12 - 2 * i, size - 12 - 2 * i, 36);
    ctx.stroke();
  }
  ctx.strokeStyle = 'rgba(255, 230, 160, 0.95)';
  ctx.lineWidth = 5;
  ctx.beginPath();
  ctx.roundRect(30, 30, size - 60, size - 60, 22);
  ctx.stroke();
  return new CanvasTexture(canvas);
}
