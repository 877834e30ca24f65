import { describe, expect, test } from 'vitest';
import {
  STEP_CAP,
  STEP_SECONDS,
  finalPose,
  framePose,
  shownValues,
  simulateThrow,
  topFace,
  type DieRequest,
} from '../../src/dice';

const FOUR: DieRequest[] = [
  { color: 'white', value: 3 },
  { color: 'black', value: 5 },
  { color: 'white', value: 1 },
  { color: 'white', value: 6 },
];

describe('simulateThrow', () => {
  test('same input gives an identical recording, even after other throws', () => {
    const a = simulateThrow({ seed: 1234, dice: FOUR });
    simulateThrow({ seed: 99, dice: FOUR.slice(0, 2) });
    const b = simulateThrow({ seed: 1234, dice: FOUR });
    expect(Buffer.from(b.frames.buffer).equals(Buffer.from(a.frames.buffer))).toBe(true);
    expect(b).toEqual(a);
    const c = simulateThrow({ seed: 1235, dice: FOUR });
    expect(Buffer.from(c.frames.buffer).equals(Buffer.from(a.frames.buffer))).toBe(false);
  });

  test('re-throws deterministically with derived sub-seeds (seed 16 is cocked first)', () => {
    const a = simulateThrow({ seed: 16, dice: FOUR });
    expect(a.attempts).toBe(2);
    expect(a.rejections).toEqual(['cocked']);
    expect(a.fallback).toBe(false);
    const b = simulateThrow({ seed: 16, dice: FOUR });
    expect(b).toEqual(a);
    expect(shownValues(a)).toEqual([3, 5, 1, 6]);
  });

  test('recording layout: frame 0 is the throw, the last frame is at rest on the felt', () => {
    const rec = simulateThrow({ seed: 5, dice: FOUR.slice(0, 2) });
    expect(rec.dt).toBe(STEP_SECONDS);
    expect(rec.stride).toBe(7);
    expect(rec.frames).toBeInstanceOf(Float32Array);
    expect(rec.frames.length).toBe(rec.frameCount * 2 * 7);
    expect(rec.settleSteps).toBe(rec.frameCount - 1);
    expect(rec.settleSteps).toBeLessThanOrEqual(STEP_CAP);
    const start = framePose(rec, 0, 0).position;
    expect(start[1]).toBeGreaterThan(1.5);
    for (const pose of finalPose(rec)) {
      expect(pose.position[1]).toBeCloseTo(0.5, 1);
      expect(topFace(pose.quaternion).tiltDeg).toBeLessThan(5);
    }
    rec.dice.forEach((die, i) => {
      expect(die.naturalTopFace).toBe(topFace(finalPose(rec)[i]!.quaternion).value);
    });
  });

  test('records collisions in step order with what each die hit', () => {
    const rec = simulateThrow({ seed: 77, dice: FOUR });
    expect(rec.collisions.length).toBeGreaterThan(3);
    expect(rec.collisions.some((c) => c.target === 'floor')).toBe(true);
    let last = 0;
    for (const c of rec.collisions) {
      expect(c.step).toBeGreaterThanOrEqual(last);
      expect(c.step).toBeLessThanOrEqual(rec.settleSteps);
      last = c.step;
      expect(c.die).toBeGreaterThanOrEqual(0);
      expect(c.die).toBeLessThan(4);
      expect(c.speed).toBeGreaterThan(0);
      expect(['floor', 'wall', 'lid', 'die']).toContain(c.target);
      if (c.target === 'die') expect(c.otherDie).toBeGreaterThan(c.die);
      else expect(c.otherDie).toBe(-1);
    }
  });

  test('falls back to a gentle flat drop when every throw is rejected (cramped tray)', () => {
    const tray = { width: 4, depth: 4, height: 2 };
    const dice: DieRequest[] = [1, 2, 3, 4, 5, 6].map((v) => ({
      color: 'white',
      value: ((50 + v - 1) % 6) + 1,
    }));
    const rec = simulateThrow({ seed: 50, dice, tray });
    expect(rec.fallback).toBe(true);
    expect(rec.attempts).toBe(13);
    expect(rec.rejections).toHaveLength(12);
    expect(rec.tray).toEqual(tray);
    expect(shownValues(rec)).toEqual(dice.map((d) => d.value));
    for (const pose of finalPose(rec)) {
      expect(topFace(pose.quaternion).tiltDeg).toBeLessThan(5);
      expect(Math.abs(pose.position[0])).toBeLessThan(2);
      expect(Math.abs(pose.position[2])).toBeLessThan(2);
    }
  });

  test('validates its input', () => {
    expect(() => simulateThrow({ seed: 1, dice: [] })).toThrow(/1\.\.6 dice/);
    expect(() => simulateThrow({ seed: 1, dice: [{ color: 'white', value: 7 }] })).toThrow();
    expect(() =>
      simulateThrow({ seed: 1, dice: [{ color: 'white', value: 2 }], tray: { width: 2 } }),
    ).toThrow(/tray/);
  });
});
