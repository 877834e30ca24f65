import type { ShipColour } from '../../core/data';

/** A shape that tells a colour group apart without its colour (the colour-blind setting). */
export type MarkShape =
  | 'circle'
  | 'triangle'
  | 'square'
  | 'diamond'
  | 'star'
  | 'hexagon'
  | 'plus'
  | 'ring'
  | 'bar'
  | 'cross';

/** Text glyphs of the shapes, for DOM labels beside a colour swatch. */
export const MARK_GLYPHS: Record<MarkShape, string> = {
  circle: '●',
  triangle: '▲',
  square: '■',
  diamond: '◆',
  star: '★',
  hexagon: '⬢',
  plus: '✚',
  ring: '◎',
  bar: '▬',
  cross: '✖',
};

/** One shape per ship colour group (and the two Squadron colours, which share blue and green). */
export const SHIP_GROUP_MARKS: Record<ShipColour, MarkShape> = {
  white: 'ring',
  gray: 'bar',
  lightYellow: 'star',
  darkYellow: 'hexagon',
  blue: 'square',
  green: 'triangle',
  orange: 'diamond',
  red: 'plus',
  black: 'circle',
  purple: 'cross',
};

/** Flip Voyage seats in seat order (blue, red, green, purple). */
export const SEAT_MARKS: readonly MarkShape[] = ['circle', 'triangle', 'square', 'diamond'];

export function seatMark(seat: number): MarkShape {
  return SEAT_MARKS[seat % SEAT_MARKS.length]!;
}
