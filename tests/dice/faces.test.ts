import { describe, expect, test } from 'vitest';
import {
  FACE_NORMALS,
  correctionFor,
  multiplyQuat,
  rotateVec,
  topFace,
  type Quat,
} from '../../src/dice';

/** An orientation with face `value` up, then turned `yaw` radians about the vertical. */
function orientationWithTop(value: number, yaw: number): Quat {
  // Rotation taking the face normal onto +Y, reusing the cube-symmetry builder: the face
  // `2` normal is +Y, so correctionFor(value, 2) maps +Y onto n(value); invert it.
  const c = correctionFor(value, 2);
  const toUp: Quat = [-c[0], -c[1], -c[2], c[3]];
  const spin: Quat = [0, Math.sin(yaw / 2), 0, Math.cos(yaw / 2)];
  return multiplyQuat(spin, toUp);
}

describe('die faces', () => {
  test('opposite faces sum to 7 and 1-2-3 turn counter-clockwise (western die)', () => {
    for (let v = 1; v <= 6; v++) {
      const a = FACE_NORMALS[v]!;
      const b = FACE_NORMALS[7 - v]!;
      expect(a.map((x, i) => x + b[i]!)).toEqual([0, 0, 0]);
    }
    const [n1, n2, n3] = [FACE_NORMALS[1]!, FACE_NORMALS[2]!, FACE_NORMALS[3]!];
    const cross = [
      n1[1] * n2[2] - n1[2] * n2[1],
      n1[2] * n2[0] - n1[0] * n2[2],
      n1[0] * n2[1] - n1[1] * n2[0],
    ];
    expect(cross[0]! * n3[0] + cross[1]! * n3[1] + cross[2]! * n3[2]).toBe(1);
  });

  test('topFace reads the face pointing up and its tilt', () => {
    for (let v = 1; v <= 6; v++) {
      const face = topFace(orientationWithTop(v, 0.7));
      expect(face.value).toBe(v);
      expect(face.tiltDeg).toBeLessThan(1e-6);
    }
    const tilted = multiplyQuat([Math.sin(0.05), 0, 0, Math.cos(0.05)], orientationWithTop(4, 0));
    expect(topFace(tilted).value).toBe(4);
    expect(topFace(tilted).tiltDeg).toBeCloseTo(5.73, 1);
  });

  test('every (rolled, wanted) pair maps exactly: 36/36, any yaw', () => {
    for (let natural = 1; natural <= 6; natural++) {
      for (let wanted = 1; wanted <= 6; wanted++) {
        const c = correctionFor(natural, wanted);
        expect(Math.hypot(...c)).toBeCloseTo(1, 12);
        const mapped = rotateVec(c, FACE_NORMALS[wanted]!);
        mapped.forEach((x, i) => expect(x).toBeCloseTo(FACE_NORMALS[natural]![i]!, 12));
        for (const yaw of [0, 1, 2.5, -2]) {
          const body = orientationWithTop(natural, yaw);
          expect(topFace(body).value).toBe(natural);
          expect(topFace(multiplyQuat(body, c)).value).toBe(wanted);
        }
      }
    }
    expect(correctionFor(3, 3)).toEqual([0, 0, 0, 1]);
  });

  test('rejects values outside 1..6', () => {
    expect(() => correctionFor(0, 3)).toThrow(/1\.\.6/);
    expect(() => correctionFor(3, 7)).toThrow(/1\.\.6/);
  });
});
