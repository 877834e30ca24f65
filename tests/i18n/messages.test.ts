import { describe, expect, test } from 'vitest';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { CARDS } from '../../src/core/data/cards';
import { cardTitle, i18n, setLanguage } from '../../src/i18n/i18n';
import { CARD_TITLES_JA } from '../../src/i18n/ja';
import { browserLanguage, parseLanguage } from '../../src/i18n/language';
import { readPageUrl } from '../../src/state/app/pageUrl';
import { describeMotive } from '../../src/ui/play/describeMotive';
import { ASPECTS, OPTIONAL_RULES, VERSUS_TOGGLES } from '../../src/ui/play/setupChoices';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)/g)].map((m) => m[1]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

describe('English and Japanese texts', () => {
  const english = flatten(en);
  const japanese = flatten(ja);
  // Plural forms follow each language's CLDR rules: English has _one and _other, Japanese only _other.
  const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');
  const englishBases = new Set([...english.keys()].map(base));
  const japaneseBases = new Set([...japanese.keys()].map(base));

  test('every key exists in both languages, and none is empty', () => {
    expect([...japaneseBases].filter((k) => !englishBases.has(k))).toEqual([]);
    expect([...englishBases].filter((k) => !japaneseBases.has(k))).toEqual([]);
    for (const [key] of english) {
      if (key.endsWith('_one')) expect(japanese.has(base(key) + '_other'), key).toBe(true);
    }
    for (const [key, text] of [...english, ...japanese]) expect(text.trim(), key).not.toBe('');
  });

  test('both languages fill the same placeholders and markup', () => {
    for (const [key, text] of english) {
      const other = japanese.get(key) ?? japanese.get(base(key) + '_other') ?? '';
      expect(placeholders(other), key).toEqual(placeholders(text));
      expect(tags(other), key).toEqual(tags(text));
    }
  });

  test('Japanese texts are written in Japanese, not left in English', () => {
    const sameAsEnglish = [...japanese].filter(
      ([key, text]) =>
        text === english.get(key) && /[a-z]{3}/i.test(text.replace(/{{[^}]*}}/g, '')),
    );
    // Only a language's own name is the same in both.
    expect(sameAsEnglish.map(([key]) => key)).toEqual(['language.en']);
  });
});

test('every card has a Japanese title, and no title is keyed to a card that does not exist', () => {
  const ids = new Set<string>(CARDS.map((c) => c.id));
  expect(CARDS.filter((c) => !CARD_TITLES_JA[c.id]).map((c) => c.id)).toEqual([]);
  expect(Object.keys(CARD_TITLES_JA).filter((id) => !ids.has(id))).toEqual([]);
});

describe('choosing the language', () => {
  test('?lang= and the browser language pick one we speak, else English', () => {
    expect(readPageUrl('?mode=solo&lang=ja').lang).toBe('ja');
    expect(readPageUrl('?lang=fr').lang).toBeUndefined();
    expect(parseLanguage('ja-JP')).toBe('ja');
    expect(browserLanguage(['fr-FR', 'ja-JP', 'en'])).toBe('ja');
    expect(browserLanguage(['de'])).toBe('en');
  });

  test('the setup texts follow the language, with seed 004 names in Japanese', async () => {
    await setLanguage('ja');
    expect(i18n.language).toBe('ja');
    const explore = describeMotive('explore');
    expect(explore.name).toBe('探検');
    expect(explore.startingUpgrade).toBe('水流推進');
    expect(explore.scoring).toContain('驚異');
    expect(describeMotive('science').pariah).toMatch(/^悪名\d+で敗北マス/);
    expect(ASPECTS[0]?.label).toBe('開始時の未確認トークン');
    expect(OPTIONAL_RULES.map((o) => o.label)).toContain('死の海');
    expect(VERSUS_TOGGLES[0]?.label).toBe('飛行船');
    expect(cardTitle('PRO', 'Act One')).toBe('プロローグ（第一幕）');

    await setLanguage('en');
    expect(describeMotive('explore').name).toBe('Explore');
    expect(describeMotive('war').scoring).toMatch(/Warships \+\d+ each/);
    expect(describeMotive('piracy').pariah).toBe('No Notoriety defeat');
    expect(ASPECTS[0]?.label).toBe('Starting Hidden Ships');
    expect(cardTitle('PRO', 'Act One')).toBe('Act One');
  });
});
