import { BOARD_DEPTH, BOARD_WIDTH, type Point, type Rect } from '../../src/scene/layout/boardLayout';

export const PX = 96;
export const WIDTH_PX = BOARD_WIDTH * PX;
export const HEIGHT_PX = BOARD_DEPTH * PX;
export const SERIF = "'Liberation Serif', 'DejaVu Serif', serif";

export const px = (x: number): number => +((x + BOARD_WIDTH / 2) * PX).toFixed(1);
export const py = (z: number): number => +((z + BOARD_DEPTH / 2) * PX).toFixed(1);
export const len = (units: number): number => +(units * PX).toFixed(1);

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface TextStyle {
  size: number;
  fill?: string;
  weight?: 'normal' | 'bold';
  anchor?: 'start' | 'middle' | 'end';
  italic?: boolean;
  spacing?: number;
  extra?: string;
}

export function text(at: Point, content: string, style: TextStyle): string {
  const attrs = [
    `x="${px(at.x)}"`,
    `y="${py(at.z)}"`,
    `font-family="${SERIF}"`,
    `font-size="${len(style.size)}"`,
    `fill="${style.fill ?? '#1c2a3a'}"`,
    `text-anchor="${style.anchor ?? 'middle'}"`,
    'dominant-baseline="central"',
  ];
  if (style.weight === 'bold') attrs.push('font-weight="bold"');
  if (style.italic) attrs.push('font-style="italic"');
  if (style.spacing) attrs.push(`letter-spacing="${len(style.spacing)}"`);
  if (style.extra) attrs.push(style.extra);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

export function rect(r: Rect, attrs: string, radius = 0): string {
  return `<rect x="${px(r.x - r.w / 2)}" y="${py(r.z - r.d / 2)}" width="${len(r.w)}" height="${len(r.d)}" rx="${len(radius)}" ${attrs}/>`;
}

export function circle(at: Point, r: number, attrs: string): string {
  return `<circle cx="${px(at.x)}" cy="${py(at.z)}" r="${len(r)}" ${attrs}/>`;
}

export function line(a: Point, b: Point, attrs: string): string {
  return `<line x1="${px(a.x)}" y1="${py(a.z)}" x2="${px(b.x)}" y2="${py(b.z)}" ${attrs}/>`;
}
