import { Quaternion, type Vector3 } from 'three';
import type { ThrowRecording } from '../../state/table/diceRecording';

const qa = new Quaternion();
const qb = new Quaternion();

/**
 * Writes die `die`'s body pose at fractional frame `frame` of a recording into `position` and
 * `quaternion`, interpolating between the two recorded steps around it.
 */
export function samplePose(
  rec: ThrowRecording,
  frame: number,
  die: number,
  position: Vector3,
  quaternion: Quaternion,
): void {
  const last = rec.frameCount - 1;
  const f = Math.max(0, Math.min(last, frame));
  const f0 = Math.floor(f);
  const f1 = Math.min(last, f0 + 1);
  const t = f - f0;
  const a = rec.frames;
  const o0 = (f0 * rec.dieCount + die) * rec.stride;
  const o1 = (f1 * rec.dieCount + die) * rec.stride;
  const at = (i: number): number => a[i] ?? 0;
  position.set(
    at(o0) + (at(o1) - at(o0)) * t,
    at(o0 + 1) + (at(o1 + 1) - at(o0 + 1)) * t,
    at(o0 + 2) + (at(o1 + 2) - at(o0 + 2)) * t,
  );
  qa.set(at(o0 + 3), at(o0 + 4), at(o0 + 5), at(o0 + 6));
  qb.set(at(o1 + 3), at(o1 + 4), at(o1 + 5), at(o1 + 6));
  quaternion.slerpQuaternions(qa, qb, t).normalize();
}
