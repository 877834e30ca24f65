import { describe, expect, test } from 'vitest';
import { CORE_EN } from '../../src/core/data/coreMessages';
import { msg, type CoreKey } from '../../src/core/data/coreText';
import { renderEnglish } from '../../src/core/text/renderEnglish';
import { coreJa } from '../../src/i18n/messages/core.ja';
import { i18n, setLanguage } from '../../src/i18n/i18n';
import { renderCore } from '../../src/state/nemo/words/renderCore';

const params = (template: string): string[] =>
  [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] as string).sort();

const entries = Object.entries(CORE_EN).flatMap(([group, texts]) =>
  Object.entries(texts as Record<string, string>).map(
    ([name, en]) => [`${group}.${name}` as CoreKey, en] as const,
  ),
);

describe('the core speaks in message ids', () => {
  test('every message id has a Japanese entry with the same parameters', () => {
    expect(entries.length).toBeGreaterThan(50);
    for (const [key, en] of entries) {
      const [group, name] = key.split('.') as [string, string];
      const ja = (coreJa as unknown as Record<string, Record<string, string>>)[group]?.[name];
      expect(ja, key).toBeTypeOf('string');
      expect(params(ja ?? ''), key).toEqual(params(en));
      expect(ja, key).not.toBe('');
    }
  });

  test('renders the same id in English from the core and through i18next, and in Japanese', async () => {
    const text = msg('prompt.uprising', { ocean: { ref: 'ocean', id: 'indianOcean' }, roll: 4 });
    expect(renderEnglish(text)).toBe(
      'Uprising in Indian Ocean (rolled 4): remove a cube or gain Notoriety?',
    );
    await setLanguage('en');
    expect(renderCore(text)).toBe(renderEnglish(text));
    await setLanguage('ja');
    try {
      expect(renderCore(text)).toBe(
        'インド洋で蜂起（出目4）: キューブを取り除くか、悪名を得るか？',
      );
    } finally {
      await setLanguage('en');
    }
    expect(i18n.language).toBe('en');
  });

  test('no message the core can emit reads as English in Japanese', async () => {
    await setLanguage('ja');
    try {
      const english: string[] = [];
      for (const [key, en] of entries) {
        const ja = (coreJa as unknown as Record<string, Record<string, string>>)[
          key.split('.')[0] as string
        ]?.[key.split('.')[1] as string];
        // Words of four letters or more, outside {{parameters}} (2d6, AP and DRM are notation).
        const words = (ja ?? '').replace(/\{\{\w+\}\}/g, '').match(/[A-Za-z]{4,}/g);
        if (words) english.push(`${key}: ${ja} (English ${en})`);
      }
      expect(english).toEqual([]);
      const sample = msg('end.redSpace', {
        resource: { ref: 'resource', id: 'crew' },
        why: msg('why.deadlySeas', { token: { ref: 'item', id: 'DS1' } }),
      });
      expect(renderCore(sample)).not.toMatch(/[A-Za-z]{4,}/);
      expect(renderEnglish(sample)).toBe('Crew reached the red space (Deadly Seas: Reef)');
    } finally {
      await setLanguage('en');
    }
  });

  test('an unknown id or a wrong parameter does not compile', () => {
    // @ts-expect-error an id the catalogue does not have
    msg('prompt.noSuchPrompt');
    // @ts-expect-error a missing parameter
    msg('prompt.sinkAs', {});
    // @ts-expect-error an extra parameter
    msg('prompt.sinkAs', { ship: 'Huascar', ocean: 'x' });
    // @ts-expect-error parameters where the template has none
    msg('prompt.placeCube', { ship: 'Huascar' });
    expect(renderEnglish(msg('prompt.sinkAs', { ship: 'Huascar' }))).toBe(
      'Huascar is sunk: Tonnage or Salvage?',
    );
  });
});
