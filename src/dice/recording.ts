import { multiplyQuat, topFace, type Quat } from './faces';
import type { ThrowRecording } from './types';

export interface DiePose {
  position: [number, number, number];
  /** Body orientation [x, y, z, w]. */
  quaternion: Quat;
}

/** Pose of die `die` at recorded frame `frame` (clamped to the recording). */
export function framePose(rec: ThrowRecording, frame: number, die: number): DiePose {
  const f = Math.max(0, Math.min(rec.frameCount - 1, Math.floor(frame)));
  const o = (f * rec.dieCount + die) * rec.stride;
  const a = rec.frames;
  return {
    position: [a[o] ?? 0, a[o + 1] ?? 0, a[o + 2] ?? 0],
    quaternion: [a[o + 3] ?? 0, a[o + 4] ?? 0, a[o + 5] ?? 0, a[o + 6] ?? 1],
  };
}

/** Final resting pose of every die. */
export function finalPose(rec: ThrowRecording): DiePose[] {
  return rec.dice.map((_, i) => framePose(rec, rec.frameCount - 1, i));
}

/**
 * Values shown on top at the end of the recording once each mesh is turned by its
 * correction (mesh orientation = body orientation · correction).
 */
export function shownValues(rec: ThrowRecording): number[] {
  return finalPose(rec).map((pose, i) => {
    const correction = rec.dice[i]?.correction ?? [0, 0, 0, 1];
    return topFace(multiplyQuat(pose.quaternion, correction)).value;
  });
}
