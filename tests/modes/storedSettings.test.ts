import { afterEach, beforeEach, expect, test } from 'vitest';
import { createStore } from 'jotai';
import { SETTINGS_KEY, keepSettings, restoreSettings } from '../../src/modes/front/storedSettings';
import { colourBlindAtom, mutedAtom, speedAtom, volumeAtom } from '../../src/state/settings';

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
});

test('settings changed on one page are there on the next', () => {
  const first = createStore();
  const stop = keepSettings(first, null);
  first.set(mutedAtom, false);
  first.set(colourBlindAtom, true);
  first.set(speedAtom, '2');
  first.set(volumeAtom, 0.35);
  stop();
  const next = createStore();
  restoreSettings(next);
  expect(next.get(mutedAtom)).toBe(false);
  expect(next.get(colourBlindAtom)).toBe(true);
  expect(next.get(speedAtom)).toBe('2');
  expect(next.get(volumeAtom)).toBe(0.35);
});

test('a speed from the URL is for that visit only', () => {
  const page = createStore();
  const stop = keepSettings(page, 'instant');
  page.set(speedAtom, 'instant');
  stop();
  const next = createStore();
  restoreSettings(next);
  expect(next.get(speedAtom)).toBe('1');
});

test('a damaged entry is ignored', () => {
  memory.set(SETTINGS_KEY, '{not json');
  const store = createStore();
  restoreSettings(store);
  expect(store.get(speedAtom)).toBe('1');
  expect(store.get(mutedAtom)).toBe(true);
});
