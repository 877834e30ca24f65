import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { expect, test } from 'vitest';
import { JA_FONT_FILE } from '../../src/i18n/fonts';
import { i18n, setLanguage } from '../../src/i18n/i18n';
import { CARD_TITLES_JA, ITEM_TABLES_JA } from '../../src/i18n/ja';

/** The code points a WOFF font maps to glyphs (its cmap, formats 4 and 12). */
function coveredCodePoints(woff: Buffer): Set<number> {
  expect(woff.toString('ascii', 0, 4)).toBe('wOFF');
  const tables = woff.readUInt16BE(12);
  let cmap: Buffer | null = null;
  for (let i = 0; i < tables; i++) {
    const at = 44 + i * 20;
    if (woff.toString('ascii', at, at + 4) !== 'cmap') continue;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const original = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    cmap = compressed < original ? inflateSync(raw) : raw;
  }
  if (!cmap) throw new Error('no cmap table');
  const out = new Set<number>();
  const subtables = cmap.readUInt16BE(2);
  for (let i = 0; i < subtables; i++) {
    const offset = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(offset);
    if (format === 4) {
      const segs = cmap.readUInt16BE(offset + 6) / 2;
      const ends = offset + 14;
      const starts = ends + segs * 2 + 2;
      for (let s = 0; s < segs; s++) {
        const end = cmap.readUInt16BE(ends + s * 2);
        const start = cmap.readUInt16BE(starts + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) out.add(c);
      }
    } else if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12);
      for (let g = 0; g < groups; g++) {
        const at = offset + 16 + g * 12;
        for (let c = cmap.readUInt32BE(at); c <= cmap.readUInt32BE(at + 4); c++) out.add(c);
      }
    }
  }
  return out;
}

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

test('the bundled Japanese font has a glyph for every character the texts use', async () => {
  const font = readFileSync(`public/fonts/${JA_FONT_FILE}`);
  // A subset: far smaller than the 1.4 MB full Japanese set, and WOFF (troika reads no WOFF2).
  expect(font.length).toBeLessThan(400_000);
  const covered = coveredCodePoints(font);
  // Every namespace of every language as i18next holds them (translation, core, …).
  await setLanguage('ja');
  const namespaces = Object.values(i18n.store.data).flatMap((bundle) => Object.keys(bundle));
  expect(namespaces).toContain('core');
  const used = new Set(
    [strings(i18n.store.data), strings(CARD_TITLES_JA), strings(ITEM_TABLES_JA)]
      .flat()
      .join('')
      .replace(/\s/g, ''),
  );
  // Arrows, shapes and dingbats (✎ ↶ ▾ ⚓ …) on DOM buttons come from the system's symbol font.
  const symbol = (code: number) => code >= 0x2190 && code <= 0x27bf;
  const missing = [...used].filter((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return !covered.has(code) && !symbol(code);
  });
  // Regenerate with scripts/make-ja-font.ts when this lists characters.
  expect(missing).toEqual([]);
  expect(covered.has('ネ'.codePointAt(0) ?? 0)).toBe(true);
  expect(covered.has('龘'.codePointAt(0) ?? 0)).toBe(false);
});
