import { describe, expect, test } from 'vitest';
import { DEFAULT_TRAY, qualityGate, type RestingDie } from '../../src/dice';

const flat = (x: number, z: number, y = 0.5): RestingDie => ({
  position: [x, y, z],
  quaternion: [0, 0, 0, 1],
});
const tiltedBy = (deg: number): RestingDie => {
  const h = (deg * Math.PI) / 360;
  return { position: [0, 0.5, 0], quaternion: [0, 0, Math.sin(h), Math.cos(h)] };
};

describe('qualityGate (re-throw rules)', () => {
  test('accepts flat dice inside the tray', () => {
    expect(qualityGate([flat(0, 0), flat(2, -1)], DEFAULT_TRAY, true)).toBeUndefined();
  });

  test('rejects a die cocked more than 5°, accepts one within 5°', () => {
    expect(qualityGate([flat(1, 1), tiltedBy(8)], DEFAULT_TRAY, true)).toBe('cocked');
    expect(qualityGate([tiltedBy(4)], DEFAULT_TRAY, true)).toBeUndefined();
    expect(qualityGate([tiltedBy(45)], DEFAULT_TRAY, true)).toBe('cocked');
  });

  test('rejects a die resting on another', () => {
    expect(qualityGate([flat(0, 0), flat(0.1, 0, 1.5)], DEFAULT_TRAY, true)).toBe('stacked');
  });

  test('rejects a die out of the tray', () => {
    expect(qualityGate([flat(DEFAULT_TRAY.width / 2 + 1, 0)], DEFAULT_TRAY, true)).toBe('escaped');
    expect(qualityGate([flat(0, -DEFAULT_TRAY.depth)], DEFAULT_TRAY, true)).toBe('escaped');
    expect(qualityGate([flat(0, 0, -3)], DEFAULT_TRAY, true)).toBe('escaped');
  });

  test('rejects a throw still moving at the step cap', () => {
    expect(qualityGate([flat(0, 0)], DEFAULT_TRAY, false)).toBe('unsettled');
  });
});
