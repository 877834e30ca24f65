import type { OceanId } from '../../core/data';
import { BOARD_WIDTH, type Point, type Rect } from '../layout/boardGeometry';
import { OCEAN_LAYOUT } from '../layout/oceanLayout';

export type Segment = [Point, Point];

function edgeToward(box: Rect, target: Point): Point {
  const dx = target.x - box.x;
  const dz = target.z - box.z;
  const t = Math.min(box.w / 2 / Math.abs(dx || 1e-9), box.d / 2 / Math.abs(dz || 1e-9));
  return { x: box.x + dx * t, z: box.z + dz * t };
}

/**
 * The stretches of board a link is printed on, from box edge to box edge (as the board texture
 * draws them); a link that wraps around the map becomes two stretches to the map's side edges.
 */
export function linkSegments(from: OceanId, to: OceanId): Segment[] {
  const boxA = OCEAN_LAYOUT[from].box;
  const boxB = OCEAN_LAYOUT[to].box;
  if (Math.abs(boxA.x - boxB.x) <= BOARD_WIDTH / 2) {
    return [[edgeToward(boxA, boxB), edgeToward(boxB, boxA)]];
  }
  const [west, east] = boxA.x < boxB.x ? [boxA, boxB] : [boxB, boxA];
  const midZ = (west.z + east.z) / 2;
  const westEdge = { x: -BOARD_WIDTH / 2, z: midZ };
  const eastEdge = { x: BOARD_WIDTH / 2, z: midZ };
  return [
    [westEdge, edgeToward(west, westEdge)],
    [edgeToward(east, eastEdge), eastEdge],
  ];
}

/** Moves a segment sideways (to the right of its direction, seen from above) by `by`. */
export function offsetSegment([a, b]: Segment, by: number): Segment {
  const dx = b.x - a.x;
  const dz = b.z - a.z;
  const length = Math.hypot(dx, dz) || 1;
  const nx = -dz / length;
  const nz = dx / length;
  return [
    { x: a.x + nx * by, z: a.z + nz * by },
    { x: b.x + nx * by, z: b.z + nz * by },
  ];
}

/** Shortens a segment so that it stays `margin` inside the board's left and right edges. */
export function clipToBoard([a, b]: Segment, margin: number): Segment {
  const limit = BOARD_WIDTH / 2 - margin;
  const clip = (p: Point, q: Point): Point => {
    if (Math.abs(p.x) <= limit) return p;
    const edge = Math.sign(p.x) * limit;
    const t = (edge - p.x) / (q.x - p.x);
    return { x: edge, z: p.z + (q.z - p.z) * t };
  };
  return [clip(a, b), clip(b, a)];
}
