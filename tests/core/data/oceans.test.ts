import { describe, expect, test } from 'vitest';
import {
  ARABIAN_TUNNEL,
  LANDS,
  MAJOR_OCEANS_BY_DIE,
  OCEANS,
  OCEAN_IDS,
  type OceanId,
} from '../../../src/core/data';

const oceans = Object.values(OCEANS);

describe('oceans (reference §2, seed 001 Setup)', () => {
  test('has 12 Oceans, 6 Major with dice 1..6 once each (S11)', () => {
    expect(oceans).toHaveLength(12);
    expect(new Set(Object.keys(OCEANS))).toEqual(new Set(OCEAN_IDS));
    const dice = oceans.map((o) => o.die).filter((d) => d !== null);
    expect(dice.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(MAJOR_OCEANS_BY_DIE.map((id) => OCEANS[id].die)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('ids match their keys', () => {
    for (const [k, o] of Object.entries(OCEANS)) expect(o.id).toBe(k);
  });

  test('capacities: Major 3–4, transitional 1–2, 29 in all (S13, IMPL)', () => {
    for (const o of oceans) {
      if (o.die !== null) expect(o.capacity).toBeGreaterThanOrEqual(3);
      else expect(o.capacity).toBeLessThanOrEqual(2);
    }
    expect(oceans.reduce((s, o) => s + o.capacity, 0)).toBe(29);
  });

  test('hidden ships: 12 highlighted boxes at Normal (seed 004 ⑤)', () => {
    expect(oceans.reduce((s, o) => s + o.hiddenShipsAtStart.normal, 0)).toBe(12);
  });

  test('Easy: 1 less in Western Pacific, North Atlantic, European Seas (seed 001)', () => {
    for (const o of oceans) {
      const less = ['westernPacific', 'northAtlantic', 'europeanSeas'].includes(o.id);
      expect(o.hiddenShipsAtStart.easy).toBe(o.hiddenShipsAtStart.normal - (less ? 1 : 0));
    }
  });

  test('Hard: 1 more in Eastern Pacific, South Atlantic, Indian Ocean (seed 001)', () => {
    for (const o of oceans) {
      const more = ['easternPacific', 'southAtlantic', 'indianOcean'].includes(o.id);
      expect(o.hiddenShipsAtStart.hard).toBe(o.hiddenShipsAtStart.normal + (more ? 1 : 0));
    }
    expect(oceans.reduce((s, o) => s + o.hiddenShipsAtStart.easy, 0)).toBe(9);
    expect(oceans.reduce((s, o) => s + o.hiddenShipsAtStart.hard, 0)).toBe(15);
  });

  test('hidden ships never exceed capacity', () => {
    for (const o of oceans) {
      for (const d of ['easy', 'normal', 'hard'] as const) {
        expect(o.hiddenShipsAtStart[d]).toBeLessThanOrEqual(o.capacity);
      }
    }
  });

  test('links are symmetric with the same kind, no self links, no duplicates', () => {
    for (const o of oceans) {
      const seen = new Set<OceanId>();
      for (const l of o.links) {
        expect(l.to).not.toBe(o.id);
        expect(seen.has(l.to)).toBe(false);
        seen.add(l.to);
        const back = OCEANS[l.to].links.find((b) => b.to === o.id);
        expect(back?.kind, `${o.id}→${l.to}`).toBe(l.kind);
      }
    }
  });

  test('every Ocean is reachable from every other by solid links', () => {
    const start: OceanId = 'westernPacific';
    const seen = new Set<OceanId>([start]);
    const queue: OceanId[] = [start];
    while (queue.length) {
      const cur = queue.shift() as OceanId;
      for (const l of OCEANS[cur].links) {
        if (l.kind === 'solid' && !seen.has(l.to)) {
          seen.add(l.to);
          queue.push(l.to);
        }
      }
    }
    expect(seen.size).toBe(12);
  });

  test('resolves the Western Pacific ↔ South Pacific slip as one solid link (DECISIONS.md)', () => {
    expect(OCEANS.westernPacific.links).toContainEqual({ to: 'southPacific', kind: 'solid' });
    expect(OCEANS.southPacific.links).toContainEqual({ to: 'westernPacific', kind: 'solid' });
  });

  test('the Arabian Tunnel is the dotted European Seas ↔ Indian Ocean link', () => {
    expect(ARABIAN_TUNNEL).toEqual({ a: 'europeanSeas', b: 'indianOcean' });
    expect(OCEANS.europeanSeas.links).toContainEqual({ to: 'indianOcean', kind: 'dotted' });
  });

  test('tonnage columns: a Major Ocean → itself; transitional → connected Major Oceans', () => {
    for (const o of oceans) {
      if (o.die !== null) expect(o.tonnageColumns).toEqual([o.id]);
      else {
        expect(o.tonnageColumns.length).toBeGreaterThan(0);
        for (const c of o.tonnageColumns) {
          expect(OCEANS[c].die).not.toBeNull();
          expect(o.links.some((l) => l.to === c)).toBe(true);
        }
      }
    }
  });

  test('land spaces: unique ids and names, each in its Ocean’s landIds', () => {
    expect(new Set(LANDS.map((l) => l.id)).size).toBe(LANDS.length);
    expect(new Set(LANDS.map((l) => l.name)).size).toBe(LANDS.length);
    expect(LANDS).toHaveLength(16);
    for (const l of LANDS) expect(OCEANS[l.ocean].landIds).toContain(l.id);
    expect(oceans.reduce((s, o) => s + o.landIds.length, 0)).toBe(LANDS.length);
  });

  test('every ocean and land carries provenance', () => {
    for (const x of [...oceans, ...LANDS]) expect(x.provenance.kind).toMatch(/published|designed/);
  });
});
