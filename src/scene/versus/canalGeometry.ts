import { BoxGeometry, type BufferGeometry } from 'three';
import { IMPERIALIST_MAP_CHANGES } from '../../core/data';
import { clipToBoard, linkSegments, offsetSegment, type Segment } from './linkEnds';
import { mergeColoured, type ColouredPart } from './mergeColoured';

const BANK = '#d8c08a';
const WATER = '#1f6fb0';
const LOCK = '#5a4632';
const OFFSET = 0.28;

/** Beside the tunnel's dotted line, on the side away from its 'Arabian Tunnel' label. */
function besideTunnel(segment: Segment): Segment {
  const [a, b] = segment;
  const edge = Math.abs(a.x) > Math.abs(b.x) ? a : b;
  const label = { x: edge.x - Math.sign(edge.x) * 1.1, z: edge.z - 0.28 };
  const distance = ([p, q]: Segment) =>
    Math.hypot((p.x + q.x) / 2 - label.x, (p.z + q.z) / 2 - label.z);
  const left = offsetSegment(segment, OFFSET);
  const right = offsetSegment(segment, -OFFSET);
  const [p, q] = clipToBoard(distance(left) > distance(right) ? left : right, 0.3);
  // leave the Ocean box's corner clear
  const boxEnd = edge === a ? q : p;
  const far = edge === a ? p : q;
  const length = Math.hypot(far.x - boxEnd.x, far.z - boxEnd.z) || 1;
  const trim = Math.min(0.3, length / 4) / length;
  const trimmed = {
    x: boxEnd.x + (far.x - boxEnd.x) * trim,
    z: boxEnd.z + (far.z - boxEnd.z) * trim,
  };
  return edge === a ? [p, trimmed] : [trimmed, q];
}

/**
 * The Suez Canal: a thin water channel between sandy banks, drawn beside the Arabian Tunnel's
 * dotted line from European Seas to the Indian Ocean (off both map edges, since it wraps).
 */
export function createCanalGeometry(): BufferGeometry {
  const box = new BoxGeometry(1, 1, 1);
  const parts: ColouredPart[] = [];
  const { a, b } = IMPERIALIST_MAP_CHANGES.suezCanal;
  for (const segment of linkSegments(a, b)) {
    const [from, to] = besideTunnel(segment);
    const dx = to.x - from.x;
    const dz = to.z - from.z;
    const length = Math.hypot(dx, dz);
    const mid: [number, number] = [(from.x + to.x) / 2, (from.z + to.z) / 2];
    const rotationY = -Math.atan2(dz, dx);
    // The banks, and the narrower water a little above them.
    for (const [y, width, colour] of [
      [0.008, 0.2, BANK],
      [0.012, 0.09, WATER],
    ] as const) {
      parts.push({
        geometry: box,
        position: [mid[0], y, mid[1]],
        scale: [length, 0.016, width],
        rotationY,
        colour,
      });
    }
    for (const t of [0.12, 0.88]) {
      parts.push({
        geometry: box,
        position: [from.x + dx * t, 0.02, from.z + dz * t],
        scale: [0.05, 0.03, 0.26],
        rotationY,
        colour: LOCK,
      });
    }
  }
  const merged = mergeColoured(parts);
  box.dispose();
  return merged;
}
