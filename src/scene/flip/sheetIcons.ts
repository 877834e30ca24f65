import type { Reward, Suit } from '../../flip';
import { wrapText } from '../atlas/canvasText';

/** Japanese falls through to the bundled font (never the system's, never a CDN). */
export const SYMBOL_FONT = "'DejaVu Sans', 'Liberation Sans', 'Nemo Serif JP', sans-serif";
export const PRINT_FONT =
  "'DejaVu Sans Condensed', 'Liberation Sans Narrow', 'DejaVu Sans', 'Nemo Serif JP', sans-serif";
export const INK = '#22384d';
export const PAPER = '#f6f3ea';

export const SUIT_COLOUR: Record<Suit, string> = {
  hearts: '#b3263a',
  spades: '#1f2630',
  diamonds: '#c2410c',
  clubs: '#22633a',
};
export const SUIT_CHAR: Record<Suit, string> = {
  hearts: '♥',
  spades: '♠',
  diamonds: '♦',
  clubs: '♣',
};

export type IconKind = 'knowledge' | 'salvage' | 'crew' | 'treasure' | 'damage' | 'star';

const ICON_STYLE: Record<IconKind, { fill: string; letter: string }> = {
  knowledge: { fill: '#2f5fa8', letter: 'K' },
  salvage: { fill: '#6b6f78', letter: 'S' },
  crew: { fill: '#8a5a2b', letter: 'C' },
  treasure: { fill: '#c8961e', letter: 'T' },
  damage: { fill: '#c0392b', letter: '' },
  star: { fill: '#d9a521', letter: '' },
};

export function text(
  ctx: CanvasRenderingContext2D,
  content: string,
  x: number,
  y: number,
  px: number,
  colour: string,
  weight = 'bold',
  font = PRINT_FONT,
  align: CanvasTextAlign = 'center',
): void {
  ctx.font = `${weight} ${px}px ${font}`;
  ctx.fillStyle = colour;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.fillText(content, x, y);
}

/** The largest print size up to `size` (and at least 10) at which `s` fits `width`. */
export function fitPrint(
  ctx: CanvasRenderingContext2D,
  s: string,
  width: number,
  size: number,
  weight = 'bold',
): number {
  let px = size;
  for (; px > 10; px--) {
    ctx.font = `${weight} ${px}px ${PRINT_FONT}`;
    if (ctx.measureText(s).width <= width) break;
  }
  return px;
}

/**
 * Writes `content` in the print face, wrapped to `width` (at most `maxLines` lines), each line
 * `px + gap` below the one before.
 */
export function paragraph(
  ctx: CanvasRenderingContext2D,
  content: string,
  x: number,
  y: number,
  width: number,
  look: {
    px: number;
    colour: string;
    gap: number;
    weight?: string;
    align?: CanvasTextAlign;
    maxLines?: number;
  },
): void {
  const { px, colour, gap, weight = 'bold', align = 'center', maxLines = Infinity } = look;
  ctx.font = `${weight} ${px}px ${PRINT_FONT}`;
  wrapText(ctx, content, width, maxLines).forEach((line, i) =>
    text(ctx, line, x, y + i * (px + gap), px, colour, weight, PRINT_FONT, align),
  );
}

export function starPath(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    const px = x + Math.cos(a) * rr;
    const py = y + Math.sin(a) * rr;
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

/** A star with its value inside (blank value = 1 star). */
export function drawStar(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  r: number,
  value: number | null,
): void {
  starPath(ctx, x, y, r);
  ctx.fillStyle = '#e4b53a';
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#7a5a12';
  ctx.stroke();
  if (value !== null) text(ctx, String(value), x, y + r * 0.08, r * 0.85, '#3a2a06');
}

function burstPath(ctx: CanvasRenderingContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 14; i++) {
    const a = (i * Math.PI) / 7;
    const rr = i % 2 === 0 ? r : r * 0.55;
    ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  ctx.closePath();
}

/** A resource, damage or star icon, legible at a glance: coloured badge with a letter. */
export function drawIcon(
  ctx: CanvasRenderingContext2D,
  kind: IconKind,
  x: number,
  y: number,
  r: number,
  count = 1,
): void {
  if (kind === 'star') {
    drawStar(ctx, x, y, r * 1.15, count > 1 ? count : null);
    return;
  }
  const style = ICON_STYLE[kind];
  if (kind === 'damage') {
    burstPath(ctx, x, y, r * 1.1);
    ctx.fillStyle = style.fill;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#5e1209';
    ctx.stroke();
    text(ctx, '!', x, y + 1, r * 0.95, '#fff4e6', 'bold', SYMBOL_FONT);
    return;
  }
  ctx.beginPath();
  if (kind === 'treasure') {
    ctx.moveTo(x, y - r);
    ctx.lineTo(x + r, y);
    ctx.lineTo(x, y + r);
    ctx.lineTo(x - r, y);
    ctx.closePath();
  } else if (kind === 'salvage') {
    ctx.roundRect(x - r * 0.9, y - r * 0.9, r * 1.8, r * 1.8, r * 0.3);
  } else {
    ctx.arc(x, y, r, 0, Math.PI * 2);
  }
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = 'rgba(0,0,0,0.45)';
  ctx.stroke();
  text(ctx, style.letter, x, y + 1, r * (kind === 'treasure' ? 0.85 : 1.1), '#fffaf0');
  if (count > 1)
    text(ctx, `×${count}`, x + r * 1.05, y + r * 0.8, r * 0.9, INK, 'bold', PRINT_FONT, 'left');
}

/** Draws a printed reward (possibly none) centred on (x, y). */
export function drawReward(
  ctx: CanvasRenderingContext2D,
  reward: Reward,
  x: number,
  y: number,
  r: number,
): void {
  const kinds = (['knowledge', 'salvage', 'crew', 'treasure', 'damage', 'star'] as const).filter(
    (k) => (k === 'star' ? reward.stars : reward[k]) !== undefined,
  );
  kinds.forEach((kind, i) => {
    const n = (kind === 'star' ? reward.stars : reward[kind]) ?? 1;
    const dx = (i - (kinds.length - 1) / 2) * r * 2.4;
    drawIcon(ctx, kind, x + dx, y, r, n);
  });
}

/** A suit symbol in its colour, optionally on a round badge (bonus action). */
export function drawSuit(
  ctx: CanvasRenderingContext2D,
  suit: Suit,
  x: number,
  y: number,
  size: number,
  badge = false,
): void {
  if (badge) {
    ctx.beginPath();
    ctx.arc(x, y, size * 0.62, 0, Math.PI * 2);
    ctx.fillStyle = '#fffdf6';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = SUIT_COLOUR[suit];
    ctx.stroke();
  }
  text(
    ctx,
    SUIT_CHAR[suit],
    x,
    y + size * 0.04,
    size * (badge ? 0.78 : 1),
    SUIT_COLOUR[suit],
    'normal',
    SYMBOL_FONT,
  );
}

/** A small anchor: a map bonus counts only where the course ends. */
export function drawAnchor(ctx: CanvasRenderingContext2D, x: number, y: number, s: number): void {
  ctx.save();
  ctx.strokeStyle = INK;
  ctx.lineWidth = Math.max(1.5, s * 0.12);
  ctx.beginPath();
  ctx.arc(x, y - s * 0.38, s * 0.12, 0, Math.PI * 2);
  ctx.moveTo(x, y - s * 0.26);
  ctx.lineTo(x, y + s * 0.4);
  ctx.moveTo(x - s * 0.22, y - s * 0.12);
  ctx.lineTo(x + s * 0.22, y - s * 0.12);
  ctx.moveTo(x - s * 0.36, y + s * 0.12);
  ctx.quadraticCurveTo(x - s * 0.3, y + s * 0.42, x, y + s * 0.42);
  ctx.quadraticCurveTo(x + s * 0.3, y + s * 0.42, x + s * 0.36, y + s * 0.12);
  ctx.stroke();
  ctx.restore();
}
