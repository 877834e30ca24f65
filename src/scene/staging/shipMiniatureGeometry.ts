import { BoxGeometry, CylinderGeometry, type BufferGeometry } from 'three';
import { mergeColoured, type ColouredPart } from '../versus/mergeColoured';

const BOX = new BoxGeometry(1, 1, 1);
const ROUND = new CylinderGeometry(0.5, 0.5, 1, 12);
const BOW = new CylinderGeometry(0.5, 0.5, 1, 3);

const HULL = '#2f3338';
const DECK = '#b9a37a';
const HOUSE = '#d8d2c4';

export type MiniatureClass = 'warship' | 'merchant' | 'hidden';

const part = (
  geometry: BufferGeometry,
  position: [number, number, number],
  scale: [number, number, number],
  colour: string,
  rotationY = 0,
): ColouredPart => ({ geometry, position, scale, rotationY, colour });

const accentPart = (
  geometry: BufferGeometry,
  position: [number, number, number],
  scale: [number, number, number],
  colour: string,
): ColouredPart => ({ ...part(geometry, position, scale, colour), accent: true });

/**
 * A small ship miniature, bow towards +x, one geometry (one draw call): a grey warship with
 * turrets, a merchant with masts and cargo, or a dark silhouette for a Hidden Ship. `accent`
 * is the token's colour, painted on the funnel band and the deck house (the parts flagged
 * `accent`, which an instanced mesh can tint per ship instead).
 */
export function createShipMiniatureGeometry(
  kind: MiniatureClass,
  accent: string,
  deck = DECK,
): BufferGeometry {
  const hull = kind === 'hidden' ? '#1b2633' : HULL;
  const parts: ColouredPart[] = [
    part(BOX, [-0.05, 0.09, 0], [0.9, 0.18, 0.3], hull),
    // a triangular prism turned so that one edge leads: the bow
    part(BOW, [0.43, 0.09, 0], [0.3, 0.18, 0.34], hull, Math.PI / 2),
    part(BOX, [0, 0.185, 0], [0.98, 0.015, 0.28], kind === 'hidden' ? hull : deck),
  ];
  if (kind === 'warship') {
    parts.push(
      accentPart(BOX, [-0.02, 0.26, 0], [0.26, 0.14, 0.18], accent),
      part(ROUND, [0.05, 0.38, 0], [0.08, 0.16, 0.08], '#3b3b3b'),
      accentPart(BOX, [0.05, 0.43, 0], [0.085, 0.03, 0.085], accent),
      part(ROUND, [0.27, 0.23, 0], [0.14, 0.07, 0.14], '#4a4f55'),
      part(BOX, [0.38, 0.24, 0], [0.16, 0.025, 0.03], '#2a2a2a'),
      part(ROUND, [-0.33, 0.23, 0], [0.14, 0.07, 0.14], '#4a4f55'),
      part(BOX, [-0.44, 0.24, 0], [0.16, 0.025, 0.03], '#2a2a2a'),
    );
  } else if (kind === 'merchant') {
    parts.push(
      part(BOX, [-0.3, 0.26, 0], [0.2, 0.14, 0.2], HOUSE),
      accentPart(ROUND, [-0.3, 0.4, 0], [0.07, 0.14, 0.07], accent),
      accentPart(BOX, [0.12, 0.23, 0], [0.3, 0.08, 0.2], accent),
      part(ROUND, [0.05, 0.45, 0], [0.025, 0.5, 0.025], '#5a4632'),
      part(ROUND, [0.32, 0.4, 0], [0.02, 0.4, 0.02], '#5a4632'),
    );
  } else {
    parts.push(part(BOX, [-0.05, 0.25, 0], [0.3, 0.12, 0.16], '#26384a'));
  }
  return mergeColoured(parts);
}
