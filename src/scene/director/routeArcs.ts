import type { OceanId } from '../../core/data';
import { BOARD_WIDTH, OCEAN_LAYOUT } from '../layout/boardLayout';

export interface Arc {
  key: string;
  start: [number, number, number];
  end: [number, number, number];
  mid: [number, number, number];
  legal: boolean;
  heading: number;
  /** False for the first half of a link across the map edge: no arrowhead or cross there. */
  head: boolean;
}

/** How far inside the board's edge an arc that wraps around the map turns back in. */
const EDGE = BOARD_WIDTH / 2 - 0.4;

function segment(
  key: string,
  a: { x: number; z: number },
  b: { x: number; z: number },
  trims: [number, number],
  legal: boolean,
  head: boolean,
): Arc {
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const length = Math.hypot(dx, dz) || 1;
  const start: [number, number, number] = [a.x + dx * trims[0], 0.35, a.z + dz * trims[0]];
  const end: [number, number, number] = [b.x - dx * trims[1], 0.35, b.z - dz * trims[1]];
  const lift = Math.min(2.2, 0.25 * length);
  return {
    key,
    start,
    end,
    mid: [(start[0] + end[0]) / 2, 0.35 + lift, (start[2] + end[2]) / 2],
    legal,
    heading: Math.atan2(dx, dz),
    head,
  };
}

/**
 * The arcs from one Ocean to the next. A link across the map edge is drawn in two halves that
 * both stay on the board: out to the near edge, and in from the far edge to the Ocean.
 */
export function arcsOf(from: OceanId, to: OceanId, legal: boolean): Arc[] {
  const a = OCEAN_LAYOUT[from].box;
  const b = OCEAN_LAYOUT[to].box;
  const trim = legal ? 0.12 : 0.32;
  const key = `${from}-${to}`;
  if (Math.abs(b.x - a.x) <= BOARD_WIDTH / 2)
    return [segment(key, a, b, [0.12, trim], legal, true)];
  const out = b.x < a.x ? EDGE : -EDGE;
  const bx = b.x + (b.x < a.x ? BOARD_WIDTH : -BOARD_WIDTH);
  // Where the straight line to the wrapped Ocean crosses the edge.
  const zAtEdge = a.z + ((b.z - a.z) * (out - a.x)) / (bx - a.x);
  return [
    segment(`${key}:out`, a, { x: out, z: zAtEdge }, [0.12, 0], legal, false),
    segment(`${key}:in`, { x: -out, z: zAtEdge }, b, [0, trim], legal, true),
  ];
}
