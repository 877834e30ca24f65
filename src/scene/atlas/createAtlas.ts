import { CanvasTexture, SRGBColorSpace } from 'three';

export type TileRect = readonly [u0: number, v0: number, su: number, sv: number];

export interface AtlasTile {
  key: string;
  draw: (ctx: CanvasRenderingContext2D, w: number, h: number) => void;
}

export interface Atlas {
  /** Null where no canvas exists (Node tests): pieces then render untextured. */
  texture: CanvasTexture | null;
  rectOf: (key: string) => TileRect;
}

const FALLBACK: TileRect = [0, 0, 1, 1];

/** Packs tiles row by row into one canvas texture, so one material serves every face. */
export function createAtlas(tiles: AtlasTile[], tileW: number, tileH: number): Atlas {
  const cols = Math.max(1, Math.ceil(Math.sqrt((tiles.length * tileH) / tileW)));
  const rows = Math.max(1, Math.ceil(tiles.length / cols));
  const width = cols * tileW;
  const height = rows * tileH;
  const rects = new Map<string, TileRect>();
  tiles.forEach((tile, i) => {
    const c = i % cols;
    const r = Math.floor(i / cols);
    rects.set(tile.key, [
      (c * tileW) / width,
      1 - ((r + 1) * tileH) / height,
      tileW / width,
      tileH / height,
    ]);
  });
  const rectOf = (key: string): TileRect => rects.get(key) ?? FALLBACK;
  if (typeof document === 'undefined') return { texture: null, rectOf };
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return { texture: null, rectOf };
  tiles.forEach((tile, i) => {
    ctx.save();
    ctx.translate((i % cols) * tileW, Math.floor(i / cols) * tileH);
    ctx.beginPath();
    ctx.rect(0, 0, tileW, tileH);
    ctx.clip();
    tile.draw(ctx, tileW, tileH);
    ctx.restore();
  });
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 8;
  return { texture, rectOf };
}
