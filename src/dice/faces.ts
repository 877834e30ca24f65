/**
 * Die face layout and the cube-symmetry correction that makes a wanted value land on top.
 * Quaternions are [x, y, z, w] tuples (the order used by cannon-es and three).
 */

export type Quat = readonly [number, number, number, number];
export type Vec3Tuple = readonly [number, number, number];

export const IDENTITY_QUAT: Quat = [0, 0, 0, 1];

/**
 * Local outward normal of each face, indexed by face value (index 0 unused).
 * Opposite faces sum to 7 and 1-2-3 run counter-clockwise around their shared corner,
 * as on a western die.
 */
export const FACE_NORMALS: readonly Vec3Tuple[] = [
  [0, 0, 0],
  [1, 0, 0],
  [0, 1, 0],
  [0, 0, 1],
  [0, 0, -1],
  [0, -1, 0],
  [-1, 0, 0],
];

export function faceNormal(value: number): Vec3Tuple {
  const n = FACE_NORMALS[value];
  if (!n || value < 1 || value > 6 || !Number.isInteger(value)) {
    throw new Error(`faceNormal: die value must be 1..6, got ${value}`);
  }
  return n;
}

/** Rotates vector v by unit quaternion q. */
export function rotateVec(q: Quat, v: Vec3Tuple): [number, number, number] {
  const [qx, qy, qz, qw] = q;
  const [vx, vy, vz] = v;
  // t = 2 * cross(q.xyz, v)
  const tx = 2 * (qy * vz - qz * vy);
  const ty = 2 * (qz * vx - qx * vz);
  const tz = 2 * (qx * vy - qy * vx);
  return [
    vx + qw * tx + (qy * tz - qz * ty),
    vy + qw * ty + (qz * tx - qx * tz),
    vz + qw * tz + (qx * ty - qy * tx),
  ];
}

/** Hamilton product a * b (apply b first, then a). */
export function multiplyQuat(a: Quat, b: Quat): [number, number, number, number] {
  const [ax, ay, az, aw] = a;
  const [bx, by, bz, bw] = b;
  return [
    aw * bx + ax * bw + ay * bz - az * by,
    aw * by - ax * bz + ay * bw + az * bx,
    aw * bz + ax * by - ay * bx + az * bw,
    aw * bw - ax * bx - ay * by - az * bz,
  ];
}

export function conjugateQuat(q: Quat): [number, number, number, number] {
  return [-q[0], -q[1], -q[2], q[3]];
}

export interface TopFace {
  /** Face value (1..6) whose normal points closest to world up (+Y). */
  value: number;
  /** Angle in degrees between that face normal and world up. */
  tiltDeg: number;
}

/** The face of a die with orientation q that points up (+Y in world space). */
export function topFace(q: Quat): TopFace {
  const len = Math.hypot(q[0], q[1], q[2], q[3]);
  const unit: Quat = [q[0] / len, q[1] / len, q[2] / len, q[3] / len];
  const upLocal = rotateVec(conjugateQuat(unit), [0, 1, 0]);
  let best = 1;
  let bestDot = -Infinity;
  for (let value = 1; value <= 6; value++) {
    const n = faceNormal(value);
    const dot = n[0] * upLocal[0] + n[1] * upLocal[1] + n[2] * upLocal[2];
    if (dot > bestDot) {
      bestDot = dot;
      best = value;
    }
  }
  const clamped = Math.min(1, Math.max(-1, bestDot));
  return { value: best, tiltDeg: (Math.acos(clamped) * 180) / Math.PI };
}

/**
 * Cube-symmetry rotation C for the die mesh (applied in its local frame, before the body
 * rotation) so that the face showing `wanted` sits where the face `natural` of the body is:
 * C · n(wanted) = n(natural). Rendering mesh.quaternion = body.quaternion · C then shows
 * `wanted` on top whenever `natural` is the body's top face.
 */
export function correctionFor(natural: number, wanted: number): Quat {
  const from = faceNormal(wanted);
  const to = faceNormal(natural);
  const dot = from[0] * to[0] + from[1] * to[1] + from[2] * to[2];
  if (dot > 0.5) return IDENTITY_QUAT;
  if (dot < -0.5) {
    // 180° about any axis perpendicular to the face normal: pick the next cube axis.
    const axis: Vec3Tuple = from[0] !== 0 ? [0, 1, 0] : [1, 0, 0];
    return [axis[0], axis[1], axis[2], 0];
  }
  // 90° about from × to maps from onto to.
  const ax = from[1] * to[2] - from[2] * to[1];
  const ay = from[2] * to[0] - from[0] * to[2];
  const az = from[0] * to[1] - from[1] * to[0];
  const s = Math.SQRT1_2;
  return [ax * s, ay * s, az * s, s];
}
