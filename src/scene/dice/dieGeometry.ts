import { BufferAttribute } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { DIE_FACE_NORMALS } from '../../state/table/diceRecording';
import { ATLAS_COLUMNS, ATLAS_ROWS } from './diceTextures';

/** Outward normals of BoxGeometry's six groups, in group order. */
const GROUP_NORMALS: readonly (readonly [number, number, number])[] = [
  [1, 0, 0],
  [-1, 0, 0],
  [0, 1, 0],
  [0, -1, 0],
  [0, 0, 1],
  [0, 0, -1],
];

function valueForNormal(n: readonly [number, number, number]): number {
  const value = DIE_FACE_NORMALS.findIndex(
    (m, i) => i > 0 && m[0] === n[0] && m[1] === n[1] && m[2] === n[2],
  );
  if (value < 1) throw new Error('die face layout has no face for a box side');
  return value;
}

/**
 * A unit die with rounded edges whose UVs point each side at its value's cell of the face
 * atlas, using the same face layout as the physics (so corrections line up).
 */
export function makeDieGeometry(): RoundedBoxGeometry {
  const geometry = new RoundedBoxGeometry(1, 1, 1, 4, 0.09);
  const uv = geometry.getAttribute('uv');
  const index = geometry.getIndex();
  if (!(uv instanceof BufferAttribute)) throw new Error('die geometry without UVs');
  const done = new Uint8Array(uv.count);
  const pad = 0.02;
  geometry.groups.forEach((group, g) => {
    const normal = GROUP_NORMALS[g];
    if (!normal) return;
    const cell = valueForNormal(normal) - 1;
    const col = cell % ATLAS_COLUMNS;
    const row = Math.floor(cell / ATLAS_COLUMNS);
    for (let i = group.start; i < group.start + group.count; i++) {
      const vertex = index ? index.getX(i) : i;
      if (done[vertex]) continue;
      done[vertex] = 1;
      const u = pad + uv.getX(vertex) * (1 - 2 * pad);
      const v = pad + uv.getY(vertex) * (1 - 2 * pad);
      uv.setXY(vertex, (col + u) / ATLAS_COLUMNS, (ATLAS_ROWS - 1 - row + v) / ATLAS_ROWS);
    }
  });
  uv.needsUpdate = true;
  return geometry;
}
