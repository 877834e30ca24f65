import { describe, expect, test } from 'vitest';
import { MOTIVES, UPGRADES, type MotiveId } from '../../../src/core/data';

const row = (m: MotiveId) => {
  const v = MOTIVES[m].vpAdjust;
  return [v.warship, v.nonWarship, v.adventure, v.treasure, v.liberation, v.science, v.wonder];
};

describe('motives (seed 000 §2–5, seed 001, reference §9.1)', () => {
  test('has all 8 motives keyed by id', () => {
    expect(Object.keys(MOTIVES)).toHaveLength(8);
    for (const [k, m] of Object.entries(MOTIVES)) expect(m.id).toBe(k);
  });

  test('Piracy tile: −1, +3, −1, +1, ×3, ×2, ×1 (seed 000 §2)', () => {
    expect(row('piracy')).toEqual([-1, 3, -1, 1, 3, 2, 1]);
  });

  test('World Order tile: +1, −1, 0, 0, ×1, ×4, ×1 (seed 000 §2)', () => {
    expect(row('worldOrder')).toEqual([1, -1, 0, 0, 1, 4, 1]);
  });

  test('base motives (reference §9.1)', () => {
    expect(row('science')).toEqual([0, -1, 1, 0, 3, 6, 4]);
    expect(row('explore')).toEqual([-1, 0, 0, 1, 3, 4, 7]);
    expect(row('antiImperialism')).toEqual([0, 2, 0, -1, 6, 2, 3]);
    expect(row('war')).toEqual([2, 0, -1, 0, 4, 3, 2]);
  });

  test('Act II / Act III event counts (seed 001 Setup; seed 000 §3; seed 004)', () => {
    const counts: Record<MotiveId, [number, number]> = {
      science: [10, 6],
      humanist: [10, 6],
      explore: [8, 8],
      adventure: [8, 8],
      antiImperialism: [5, 11],
      worldOrder: [5, 11],
      war: [3, 13],
      piracy: [3, 13],
    };
    for (const [m, [a2, a3]] of Object.entries(counts)) {
      expect([MOTIVES[m as MotiveId].act2Events, MOTIVES[m as MotiveId].act3Events]).toEqual([
        a2,
        a3,
      ]);
    }
  });

  test('every motive builds a 31-card Draw Pile (16 act II+III events)', () => {
    for (const m of Object.values(MOTIVES)) expect(m.act2Events + m.act3Events).toBe(16);
  });

  test('Pariah thresholds', () => {
    expect(MOTIVES.science.pariah).toBe(26);
    expect(MOTIVES.explore.pariah).toBe(36);
    expect(MOTIVES.antiImperialism.pariah).toBe(44);
    expect(MOTIVES.war.pariah).toBe(51);
    expect(MOTIVES.worldOrder.pariah).toBe(44);
    expect(MOTIVES.piracy.pariah).toBeNull();
    expect(MOTIVES.adventure.pariah).not.toBeNull();
    expect(MOTIVES.humanist.pariah).not.toBeNull();
  });

  test('starting upgrades (seed 000 §3, seed 004 ③) exist in UPGRADES and name the motive', () => {
    expect(MOTIVES.science.startingUpgrade).toBe('monstrousDesign');
    expect(MOTIVES.explore.startingUpgrade).toBe('hydroDrive');
    expect(MOTIVES.antiImperialism.startingUpgrade).toBe('doubleHull');
    expect(MOTIVES.war.startingUpgrade).toBe('periscopeDevice');
    expect(MOTIVES.piracy.startingUpgrade).toBe('mapRoom');
    expect(MOTIVES.worldOrder.startingUpgrade).toBe('warRoom');
    for (const m of Object.values(MOTIVES)) {
      const u = UPGRADES.find((x) => x.id === m.startingUpgrade);
      expect(u, m.id).toBeDefined();
      expect(u?.startingFor).toContain(m.id);
    }
  });

  test('only Piracy and World Order are Stern', () => {
    const stern = Object.values(MOTIVES)
      .filter((m) => m.stern)
      .map((m) => m.id);
    expect(stern.sort()).toEqual(['piracy', 'worldOrder']);
  });

  test('Adventure and Humanist are marked designed', () => {
    expect(MOTIVES.adventure.provenance.kind).toBe('designed');
    expect(MOTIVES.humanist.provenance.kind).toBe('designed');
    expect(MOTIVES.humanist.vpAdjust.nonWarship).toBeLessThan(0);
    expect(MOTIVES.adventure.vpAdjust.adventure).toBeGreaterThan(0);
  });
});
