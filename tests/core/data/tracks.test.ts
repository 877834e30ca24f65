import { describe, expect, test } from 'vitest';
import {
  ACTION_POINTS,
  ADVENTURE_DECK_GEMSTONES,
  NOTORIETY,
  RESOURCE_TRACKS,
  SALVAGE_BOX_SIZE,
  SCOURGE_TABLE,
  TONNAGE_TRACK,
  UPRISING_CUBES,
  scourgeVp,
} from '../../../src/core/data';

describe('resource tracks (reference §7)', () => {
  test('Nemo 0–6, Crew 0–10, Hull 0–10, each starting at the top', () => {
    expect([RESOURCE_TRACKS.nemo.max, RESOURCE_TRACKS.crew.max, RESOURCE_TRACKS.hull.max]).toEqual([
      6, 10, 10,
    ]);
    for (const t of Object.values(RESOURCE_TRACKS)) {
      expect(t.start).toBe(t.max);
      expect(t.spaces.map((s) => s.position)).toEqual(
        Array.from({ length: t.max + 1 }, (_, i) => i),
      );
      expect(t.spaces[0]?.exertDrm).toBeNull();
      for (const s of t.spaces.slice(1)) expect(s.exertDrm).toBeGreaterThan(0);
      expect(t.provenance.kind).toBe('published');
    }
  });

  test('end VP: Nemo wonder +2/+1, Crew character +12/+8/+4, Hull science +2/+1/+1', () => {
    const vp = (id: 'nemo' | 'crew' | 'hull', p: number) => RESOURCE_TRACKS[id].spaces[p];
    expect(vp('nemo', 6)).toMatchObject({ vp: 2, vpCategory: 'wonder' });
    expect(vp('nemo', 1)).toMatchObject({ vp: -10, vpCategory: 'penalty' });
    expect(vp('crew', 10)).toMatchObject({ vp: 12, vpCategory: 'character' });
    expect(vp('crew', 2)).toMatchObject({ vp: -10, vpCategory: 'penalty' });
    expect(vp('hull', 10)).toMatchObject({ vp: 2, vpCategory: 'science' });
    expect(vp('hull', 1)).toMatchObject({ vp: -20, vpCategory: 'penalty' });
  });
});

describe('notoriety, AP, tonnage (seeds 000, 001, 004)', () => {
  test('Notoriety: max 51, black die at 44, purple flip at 36', () => {
    expect(NOTORIETY.max).toBe(51);
    expect(NOTORIETY.blackDie).toBe(44);
    expect(NOTORIETY.purpleFlip).toBe(36);
  });

  test('World Order Wonders on 10 and every third space to 46: 13 spaces', () => {
    expect(NOTORIETY.wonderSpaces).toHaveLength(13);
    expect(NOTORIETY.wonderSpaces[0]).toBe(10);
    expect(NOTORIETY.wonderSpaces.at(-1)).toBe(46);
    NOTORIETY.wonderSpaces.forEach((v, i) => expect(v).toBe(10 + 3 * i));
  });

  test('AP: max 5, carry over 1, start easy 2 / normal 1 / hard 0', () => {
    expect(ACTION_POINTS).toEqual({ max: 5, carryOver: 1, start: { easy: 2, normal: 1, hard: 0 } });
  });

  test('Scourge table 8/12/17/23/30/40 on a 6 × 6 tonnage track', () => {
    expect(SCOURGE_TABLE.map((r) => r.vp)).toEqual([8, 12, 17, 23, 30, 40]);
    expect(SCOURGE_TABLE.map((r) => r.label)).toEqual([
      'Inconvenience',
      'Nuisance',
      'Threat',
      'Danger',
      'Menace',
      'Scourge',
    ]);
    expect(TONNAGE_TRACK).toEqual({ columns: 6, spaces: 6 });
  });

  test('World Order: Danger + Menace columns score 53 (seed 000 §5)', () => {
    expect(scourgeVp(5, 2)).toBe(53);
    expect(scourgeVp(5, 1)).toBe(30);
    expect(scourgeVp(1, 2)).toBe(8);
    expect(scourgeVp(0, 1)).toBe(0);
  });

  test('salvage box 4, 10 uprising cubes, adventure deck gemstones 2/1/0', () => {
    expect(SALVAGE_BOX_SIZE).toBe(4);
    expect(UPRISING_CUBES).toBe(10);
    expect(ADVENTURE_DECK_GEMSTONES).toEqual({ easy: 2, normal: 1, hard: 0 });
  });
});
