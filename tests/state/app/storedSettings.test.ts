import { afterEach, beforeEach, expect, test } from 'vitest';
import { createStore } from 'jotai';
import { keepSettings, restoreSettings } from '../../../src/state/app/storedSettings';
import { STORAGE_KEYS } from '../../../src/state/app/storage';
import { colourBlindAtom, mutedAtom, speedAtom, volumeAtom } from '../../../src/state/app/settings';
import { startUp } from '../../../src/state/app/startUp';
import { readPageUrl } from '../../../src/state/app/pageUrl';

const SETTINGS_KEY = STORAGE_KEYS.settings;

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

test('start-up: stored settings come back, the URL speed wins for this visit and is not saved', () => {
  memory.set(SETTINGS_KEY, JSON.stringify({ speed: '2', muted: false, colourBlind: true }));
  const page = createStore();
  const options = startUp(page, readPageUrl('?mode=showcase&seed=abc&speed=instant'));
  expect(options.mode).toBe('showcase');
  expect(options.seed).toBe('abc');
  expect(page.get(speedAtom)).toBe('instant');
  expect(page.get(colourBlindAtom)).toBe(true);
  page.set(mutedAtom, true);
  const next = createStore();
  startUp(next, readPageUrl(''));
  expect(next.get(speedAtom)).toBe('2');
  expect(next.get(mutedAtom)).toBe(true);
});

test('a replay and the showcase keep their own pace: not the stored game speed, and nothing saved (issue 43 §2)', () => {
  memory.set(SETTINGS_KEY, JSON.stringify({ speed: 'instant' }));
  for (const search of ['?mode=replay&id=abc', '?mode=showcase']) {
    const show = createStore();
    startUp(show, readPageUrl(search));
    expect(show.get(speedAtom)).toBe('1');
    show.set(speedAtom, '4');
    const game = createStore();
    startUp(game, readPageUrl('?mode=solo'));
    expect(game.get(speedAtom)).toBe('instant');
  }
  const fast = createStore();
  startUp(fast, readPageUrl('?mode=replay&id=abc&speed=2'));
  expect(fast.get(speedAtom)).toBe('2');
});
