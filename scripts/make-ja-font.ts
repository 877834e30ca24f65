// Cuts the Japanese font the game bundles: Noto Serif CJK JP (SIL OFL 1.1, Debian's
// fonts-noto-cjk), reduced to ASCII, kana, CJK punctuation, full-width forms and every character
// the Japanese texts use, as WOFF (troika-three-text reads WOFF, not WOFF2; browsers read both).
// Needs pyftsubset (Debian python3-fonttools, or pip's fonttools). Run after changing any Japanese
// message (every namespace: src/i18n/ja.ts and the core's messages/core.ja.ts):
//   npx tsx scripts/make-ja-font.ts [path/to/NotoSerifCJK-Regular.ttc]
// With PYTHONPATH pointing at fontTools when it is unpacked rather than installed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CARD_TITLES_JA, CORE_JA, ITEM_TABLES_JA, ja } from '../src/i18n/ja';
import { JA_FONT_FILE } from '../src/i18n/fonts';
import { en } from '../src/i18n/en';
import { coreEn } from '../src/i18n/messages/core.en';

const source = process.argv[2] ?? '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc';

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

const text = [
  range(0x20, 0x7e), // ASCII
  range(0x3000, 0x303f), // CJK punctuation
  range(0x3040, 0x30ff), // hiragana, katakana
  range(0xff01, 0xff5e), // full-width forms
  '×−–—…·•→←↑↓▲▼◀▶✓✎⚠「」『』（）〜',
  ...strings(ja),
  ...strings(en),
  ...strings(CORE_JA),
  ...strings(coreEn),
  ...strings(CARD_TITLES_JA),
  ...strings(ITEM_TABLES_JA),
].join('');

const dir = mkdtempSync(join(tmpdir(), 'ja-font-'));
const textFile = join(dir, 'text.txt');
writeFileSync(textFile, text);
execFileSync(
  'python3',
  [
    '-m',
    'fontTools.subset',
    source,
    '--font-number=0', // 0 = Noto Serif CJK JP in the collection
    `--text-file=${textFile}`,
    '--flavor=woff',
    '--no-hinting',
    '--desubroutinize',
    '--layout-features=kern,palt,vert,vrt2',
    `--output-file=public/fonts/${JA_FONT_FILE}`,
  ],
  { stdio: 'inherit' },
);
console.log(`wrote public/fonts/${JA_FONT_FILE} (${new Set(text).size} characters asked for)`);
