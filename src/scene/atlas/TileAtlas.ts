import { CanvasTexture, SRGBColorSpace } from 'three';

export type TileRect = readonly [u0: number, v0: number, su: number, sv: number];

export interface AtlasTile {
  key: string;
  draw: (ctx: CanvasRenderingContext2D, w: number, h: number) => void;
}

/**
 * A fixed grid of tiles drawn on demand. A tile keeps its place once drawn, so a piece that is
 * sinking away still shows its own face after new faces arrive; the grid is redrawn only when full.
 */
export class TileAtlas {
  readonly texture: CanvasTexture | null;
  private readonly ctx: CanvasRenderingContext2D | null;
  private readonly slots = new Map<string, number>();

  constructor(
    private readonly cols: number,
    private readonly rows: number,
    private readonly tileW: number,
    private readonly tileH: number,
  ) {
    const canvas = typeof document === 'undefined' ? null : document.createElement('canvas');
    if (canvas) {
      canvas.width = cols * tileW;
      canvas.height = rows * tileH;
    }
    this.ctx = canvas?.getContext('2d') ?? null;
    if (canvas && this.ctx) {
      this.texture = new CanvasTexture(canvas);
      this.texture.colorSpace = SRGBColorSpace;
      this.texture.anisotropy = 8;
    } else {
      this.texture = null;
    }
  }

  get capacity(): number {
    return this.cols * this.rows;
  }

  /** Draws the tiles not drawn yet. */
  ensure(tiles: AtlasTile[]): void {
    let missing = tiles.filter((t) => !this.slots.has(t.key));
    if (missing.length === 0) return;
    if (this.slots.size + missing.length > this.capacity) {
      this.slots.clear();
      this.ctx?.clearRect(0, 0, this.cols * this.tileW, this.rows * this.tileH);
      missing = tiles.slice(0, this.capacity);
    }
    for (const tile of missing) {
      const slot = this.slots.size;
      this.slots.set(tile.key, slot);
      this.drawTile(tile, slot);
    }
    if (this.texture) this.texture.needsUpdate = true;
  }

  rectOf(key: string): TileRect {
    const slot = this.slots.get(key) ?? 0;
    const c = slot % this.cols;
    const r = Math.floor(slot / this.cols);
    return [c / this.cols, 1 - (r + 1) / this.rows, 1 / this.cols, 1 / this.rows];
  }

  dispose(): void {
    this.texture?.dispose();
  }

  private drawTile(tile: AtlasTile, slot: number): void {
    const ctx = this.ctx;
    if (!ctx) return;
    ctx.save();
    ctx.translate((slot % this.cols) * this.tileW, Math.floor(slot / this.cols) * this.tileH);
    ctx.beginPath();
    ctx.rect(0, 0, this.tileW, this.tileH);
    ctx.clip();
    ctx.clearRect(0, 0, this.tileW, this.tileH);
    tile.draw(ctx, this.tileW, this.tileH);
    ctx.restore();
  }
}
