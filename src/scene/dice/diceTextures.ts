import { CanvasTexture, RepeatWrapping, SRGBColorSpace } from 'three';

/** Pip centres on a face, in fractions of the face, for each value. */
const PIPS: readonly (readonly [number, number][])[] = [
  [],
  [[0.5, 0.5]],
  [
    [0.27, 0.27],
    [0.73, 0.73],
  ],
  [
    [0.27, 0.27],
    [0.5, 0.5],
    [0.73, 0.73],
  ],
  [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  [
    [0.27, 0.27],
    [0.73, 0.27],
    [0.5, 0.5],
    [0.27, 0.73],
    [0.73, 0.73],
  ],
  [
    [0.27, 0.25],
    [0.73, 0.25],
    [0.27, 0.5],
    [0.73, 0.5],
    [0.27, 0.75],
    [0.73, 0.75],
  ],
];

export const ATLAS_COLUMNS = 3;
export const ATLAS_ROWS = 2;
const CELL = 256;

export interface DieStyle {
  body: string;
  bodyEdge: string;
  pip: string;
  pipShade: string;
  /** Draw pips as rings (a shape cue for colour-blind mode). */
  ringPips: boolean;
}

export const WHITE_DIE: DieStyle = {
  body: '#f5f1e6',
  bodyEdge: '#d9d2c0',
  pip: '#1c1f26',
  pipShade: '#000000',
  ringPips: false,
};
export const BLACK_DIE: DieStyle = {
  body: '#202229',
  bodyEdge: '#0d0e12',
  pip: '#f2efe6',
  pipShade: '#9a978f',
  ringPips: false,
};

/**
 * A canvas and its 2D context, or null where there is no DOM canvas (headless scene tests):
 * the textures are then left out and the materials fall back to their flat colours.
 */
function createCanvas(
  width: number,
  height: number,
): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  return ctx ? { canvas, ctx } : null;
}

/** 3 × 2 atlas of die faces: value v sits in cell v-1, row-major from the top left. */
export function makeDieAtlas(style: DieStyle): CanvasTexture | null {
  const surface = createCanvas(CELL * ATLAS_COLUMNS, CELL * ATLAS_ROWS);
  if (!surface) return null;
  const { canvas, ctx } = surface;
  for (let value = 1; value <= 6; value++) {
    const x0 = ((value - 1) % ATLAS_COLUMNS) * CELL;
    const y0 = Math.floor((value - 1) / ATLAS_COLUMNS) * CELL;
    const body = ctx.createRadialGradient(
      x0 + CELL / 2,
      y0 + CELL / 2,
      CELL * 0.2,
      x0 + CELL / 2,
      y0 + CELL / 2,
      CELL * 0.75,
    );
    body.addColorStop(0, style.body);
    body.addColorStop(1, style.bodyEdge);
    ctx.fillStyle = body;
    ctx.fillRect(x0, y0, CELL, CELL);
    const radius = CELL * (value === 1 ? 0.11 : 0.085);
    for (const [px, py] of PIPS[value] ?? []) {
      const cx = x0 + px * CELL;
      const cy = y0 + py * CELL;
      const pip = ctx.createRadialGradient(cx - radius * 0.3, cy - radius * 0.3, 0, cx, cy, radius);
      pip.addColorStop(0, style.pipShade);
      pip.addColorStop(0.7, style.pip);
      pip.addColorStop(1, style.pip);
      ctx.beginPath();
      ctx.arc(cx, cy, radius, 0, Math.PI * 2);
      if (style.ringPips) {
        ctx.lineWidth = radius * 0.45;
        ctx.strokeStyle = style.pip;
        ctx.stroke();
      } else {
        ctx.fillStyle = pip;
        ctx.fill();
      }
    }
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

/** Small deterministic noise source so the tray looks the same on every load. */
function noise(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Deep-sea blue baize with fibre speckle, tiled over the tray floor. */
export function makeFeltTexture(): CanvasTexture | null {
  const size = 256;
  const surface = createCanvas(size, size);
  if (!surface) return null;
  const { canvas, ctx } = surface;
  ctx.fillStyle = '#1d4b5c';
  ctx.fillRect(0, 0, size, size);
  const rand = noise(17);
  for (let i = 0; i < 9000; i++) {
    const light = rand() < 0.5;
    ctx.fillStyle = light ? 'rgba(160, 210, 220, 0.07)' : 'rgba(0, 20, 30, 0.12)';
    const x = rand() * size;
    const y = rand() * size;
    ctx.fillRect(x, y, 1 + rand() * 2, 1);
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.repeat.set(3, 2);
  return texture;
}

/** Walnut grain running along the planks. */
export function makeWoodTexture(): CanvasTexture | null {
  const width = 512;
  const height = 64;
  const surface = createCanvas(width, height);
  if (!surface) return null;
  const { canvas, ctx } = surface;
  ctx.fillStyle = '#5b3a22';
  ctx.fillRect(0, 0, width, height);
  const rand = noise(5);
  for (let line = 0; line < 70; line++) {
    const y = rand() * height;
    const amp = 1 + rand() * 3;
    const freq = 0.005 + rand() * 0.02;
    const phase = rand() * 10;
    ctx.strokeStyle = rand() < 0.5 ? 'rgba(40, 22, 10, 0.35)' : 'rgba(140, 95, 55, 0.25)';
    ctx.lineWidth = 0.5 + rand() * 1.5;
    ctx.beginPath();
    for (let x = 0; x <= width; x += 8) {
      const yy = y + Math.sin(x * freq + phase) * amp;
      if (x === 0) ctx.moveTo(x, yy);
      else ctx.lineTo(x, yy);
    }
    ctx.stroke();
  }
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  return texture;
}
