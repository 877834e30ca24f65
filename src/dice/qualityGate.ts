import { topFace, type Quat } from './faces';
import type { RejectReason, TraySpec } from './types';

/** A die whose top face is further than this from flat is cocked. */
export const MAX_TILT_DEG = 5;
const HALF = 0.5;

export interface RestingDie {
  position: readonly [number, number, number];
  quaternion: Quat;
}

/**
 * Judges the final poses of a throw: undefined when every die lies flat on the felt inside
 * the tray, otherwise why the throw must be re-thrown.
 */
export function qualityGate(
  dice: readonly RestingDie[],
  tray: TraySpec,
  settled: boolean,
): RejectReason | undefined {
  if (!settled) return 'unsettled';
  const hw = tray.width / 2;
  const hd = tray.depth / 2;
  for (const die of dice) {
    const [x, y, z] = die.position;
    if (
      !Number.isFinite(x + y + z) ||
      Math.abs(x) > hw - HALF + 0.05 ||
      Math.abs(z) > hd - HALF + 0.05 ||
      y < HALF - 0.1 ||
      y > tray.height
    ) {
      return 'escaped';
    }
  }
  for (const die of dice) {
    if (topFace(die.quaternion).tiltDeg > MAX_TILT_DEG) return 'cocked';
  }
  for (const die of dice) {
    if (die.position[1] > HALF + 0.25) return 'stacked';
  }
  return undefined;
}
