import { describe, expect, test } from 'vitest';
import * as data from '../../../src/core/data';

/** Walk every exported value and check that each object with an `id` carries provenance. */
function collect(
  value: unknown,
  out: { id: string; provenance: unknown }[],
  seen = new Set<unknown>(),
) {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const v of value) collect(v, out, seen);
    return;
  }
  const rec = value as Record<string, unknown>;
  if ('id' in rec && ['name', 'title', 'front', 'bands'].some((k) => k in rec)) {
    out.push({ id: String(rec.id), provenance: rec.provenance });
  }
  for (const v of Object.values(rec)) collect(v, out, seen);
}

describe('provenance and ids', () => {
  const items: { id: string; provenance: unknown }[] = [];
  for (const v of Object.values(data)) collect(v, items);

  test('finds the content items', () => {
    expect(items.length).toBeGreaterThanOrEqual(316);
  });

  test('every item carries a valid provenance', () => {
    for (const it of items) {
      const p = it.provenance as { kind?: string; source?: string; note?: string } | undefined;
      expect(p, it.id).toBeDefined();
      if (p?.kind === 'published') expect(p.source?.length, it.id).toBeGreaterThan(0);
      else {
        expect(p?.kind, it.id).toBe('designed');
        expect(p?.note?.length, it.id).toBeGreaterThan(0);
      }
    }
  });

  test('ids are unique within each collection', () => {
    const lists = {
      cards: data.CARDS.map((c) => c.id),
      upgrades: data.UPGRADES.map((u) => u.id),
      characters: data.CHARACTERS.map((c) => c.id),
      tokens: [...data.TREASURES, ...data.JE_EXTRA_WONDERS, ...data.ALLIES].map((t) => t.id),
      adventure: data.ADVENTURE_TOKENS.map((t) => t.id),
      deadly: data.DEADLY_SEAS_TOKENS.map((t) => t.id),
      attributes: data.OFFICER_ATTRIBUTES.map((t) => t.id),
      nadeen: data.NADEEN_CHARACTERISTICS.map((t) => t.id),
      lands: data.LANDS.map((l) => l.id),
    };
    for (const [k, ids] of Object.entries(lists)) expect(new Set(ids).size, k).toBe(ids.length);
  });

  test('content is JSON-serialisable data (round-trips), apart from the open victory bounds', () => {
    const { CARDS, SHIPS, OCEANS, MOTIVES, UPGRADES, TREASURES } = data;
    for (const v of [CARDS, SHIPS, OCEANS, MOTIVES, UPGRADES, TREASURES]) {
      expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    }
  });
});
