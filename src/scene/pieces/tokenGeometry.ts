import type { BufferAttribute } from 'three';
import {
  BoxGeometry,
  CylinderGeometry,
  InstancedBufferAttribute,
  type BufferGeometry,
} from 'three';

const TOP_FACE_FIRST_VERTEX = 8;
const EDGE_UV = [0.03, 0.5] as const;

/** Gives `geometry` the per-instance `instanceTile` rectangle that `withInstanceTiles` reads. */
function withInstanceTileAttribute(geometry: BufferGeometry, capacity: number): BufferGeometry {
  geometry.setAttribute(
    'instanceTile',
    new InstancedBufferAttribute(new Float32Array(capacity * 4), 4),
  );
  return geometry;
}

/** A unit box whose top face shows the whole tile and whose edges sample the tile's border. */
export function createTokenGeometry(capacity: number): BufferGeometry {
  const geometry = new BoxGeometry(1, 1, 1);
  const uv = geometry.getAttribute('uv') as BufferAttribute;
  for (let i = 0; i < uv.count; i++) {
    const onTop = i >= TOP_FACE_FIRST_VERTEX && i < TOP_FACE_FIRST_VERTEX + 4;
    if (!onTop) uv.setXY(i, EDGE_UV[0], EDGE_UV[1]);
  }
  return withInstanceTileAttribute(geometry, capacity);
}

/** A unit disc (a flat cylinder of `segments` sides) whose faces read each instance's tile. */
export function createDiscGeometry(capacity: number, segments: number): BufferGeometry {
  return withInstanceTileAttribute(new CylinderGeometry(0.5, 0.5, 1, segments, 1), capacity);
}
