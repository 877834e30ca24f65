import type { Rng } from './prng';
import type { TraySpec } from './types';

export interface DieLaunch {
  position: [number, number, number];
  quaternion: [number, number, number, number];
  velocity: [number, number, number];
  angularVelocity: [number, number, number];
}

/** Uniform random unit quaternion by rejection sampling in the 4-ball (no trig). */
export function randomQuaternion(rng: Rng): [number, number, number, number] {
  for (;;) {
    const x = rng.range(-1, 1);
    const y = rng.range(-1, 1);
    const z = rng.range(-1, 1);
    const w = rng.range(-1, 1);
    const len2 = x * x + y * y + z * z + w * w;
    if (len2 > 0.01 && len2 <= 1) {
      const inv = 1 / Math.sqrt(len2);
      return [x * inv, y * inv, z * inv, w * inv];
    }
  }
}

/**
 * Throw parameters for `count` dice: a hand-sized cluster near one short end of the tray,
 * thrown towards the other end with spin. Slots keep dice at least 1.4 edges apart.
 */
export function throwParams(rng: Rng, count: number, tray: TraySpec): DieLaunch[] {
  const dir = rng.next() < 0.5 ? 1 : -1;
  const perRow = count <= 3 ? count : Math.ceil(count / 2);
  const startX = -dir * (tray.width / 2 - 1.3);
  const baseY = Math.min(rng.range(1.8, 2.6), tray.height - 1.2);
  const speed = rng.range(16.5, 25.5);
  const drift = rng.range(-2.5, 2.5);
  const launches: DieLaunch[] = [];
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / perRow);
    const col = i % perRow;
    const rowCount = Math.min(perRow, count - row * perRow);
    const z = (col - (rowCount - 1) / 2) * 1.45 + rng.range(-0.15, 0.15);
    const x = startX + dir * row * 1.45 + rng.range(-0.15, 0.15);
    const y = baseY + rng.range(0, 0.4);
    const spin = (): number => rng.range(-23, 23);
    launches.push({
      position: [x, y, z],
      quaternion: randomQuaternion(rng),
      velocity: [dir * (speed + rng.range(-1.5, 1.5)), rng.range(-1, 2), drift + rng.range(-1, 1)],
      angularVelocity: [spin(), spin(), spin()],
    });
  }
  return launches;
}

/** A canned gentle drop used only if every random throw is rejected: flat, spread, no spin. */
export function fallbackParams(count: number, tray: TraySpec): DieLaunch[] {
  const dx = Math.min(2, (tray.width - 0.8) / 3);
  const dz = Math.min(2, (tray.depth - 0.8) / 2);
  const launches: DieLaunch[] = [];
  for (let i = 0; i < count; i++) {
    const row = Math.floor(i / 3);
    const col = i % 3;
    launches.push({
      position: [(col - 1) * dx, 0.6, (row - 0.5) * dz],
      quaternion: [0, 0, 0, 1],
      velocity: [0, 0, 0],
      angularVelocity: [0, 0, 0],
    });
  }
  return launches;
}
