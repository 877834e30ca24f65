import { afterEach, beforeEach, expect, test } from 'vitest';
import { createStore } from 'jotai';
import { keepSettings, restoreSettings } from '../../src/state/app/storedSettings';
import { langAtom, mutedAtom } from '../../src/state/app/settings';

const memory = new Map<string, string>();
beforeEach(() => {
  memory.clear();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  };
});
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
  delete (globalThis as { window?: unknown }).window;
});

test('the language chosen in Settings is the language of the next visit', () => {
  const first = createStore();
  expect(first.get(langAtom)).toBe('en');
  const stop = keepSettings(first, null);
  first.set(langAtom, 'ja');
  stop();
  const next = createStore();
  restoreSettings(next);
  expect(next.get(langAtom)).toBe('ja');
});

test('a lang= in the URL wins over the saved language, and is not saved', () => {
  memory.set('nemos-war-3d.settings.v1', JSON.stringify({ lang: 'ja' }));
  (globalThis as { window?: unknown }).window = { location: { search: '?lang=en' } };
  const page = createStore();
  restoreSettings(page);
  expect(page.get(langAtom)).toBe('en');
  const stop = keepSettings(page, null);
  page.set(mutedAtom, false);
  stop();
  expect(JSON.parse(memory.get('nemos-war-3d.settings.v1') ?? '{}')).toMatchObject({
    muted: false,
    reducedMotion: false,
    colourBlind: false,
    lang: 'ja',
  });
});
