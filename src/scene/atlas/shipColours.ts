import type { ShipColour } from '../../core/data';

export const SHIP_FILL: Record<ShipColour, string> = {
  white: '#f1ede2',
  gray: '#9b9c98',
  lightYellow: '#eedf86',
  darkYellow: '#c99d2a',
  blue: '#3d6cc4',
  green: '#3b9152',
  orange: '#df7f2c',
  red: '#b8352a',
  black: '#262626',
  purple: '#7a4ea2',
};

const DARK_FACES: ReadonlySet<ShipColour> = new Set(['blue', 'green', 'red', 'black', 'purple']);

export function inkFor(colour: ShipColour): string {
  return DARK_FACES.has(colour) ? '#f7f1e1' : '#1d1a14';
}
