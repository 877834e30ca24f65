import { Quaternion, Vector3 } from 'three';
import { DIE_FACE_NORMALS } from '../../state/table/diceRecording';

const inverse = new Quaternion();
const up = new Vector3();

/** The value on the die face that points up (world +Y) for a mesh with world rotation q. */
export function topValue(q: Quaternion): number {
  inverse.copy(q).invert();
  up.set(0, 1, 0).applyQuaternion(inverse);
  let best = 1;
  let bestDot = -Infinity;
  DIE_FACE_NORMALS.forEach((n, value) => {
    if (value === 0) return;
    const dot = n[0] * up.x + n[1] * up.y + n[2] * up.z;
    if (dot > bestDot) {
      bestDot = dot;
      best = value;
    }
  });
  return best;
}
