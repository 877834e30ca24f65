import { readFileSync } from 'node:fs';
import { createStore } from 'jotai';
import { describe, expect, test } from 'vitest';
import { defaultSetup } from '../../../src/core/createGame';
import {
  continueAutosaveAtom,
  latestStateAtom,
  newGameAtom,
  storageAtom,
} from '../../../src/state/nemo/gameAtoms';
import {
  loadPackTextAtom,
  nextGamePackAtom,
  packRefusalAtom,
  storedPackAtom,
  playPackAtom,
  withPack,
} from '../../../src/state/packs/packAtoms';
import { STORAGE_KEYS } from '../../../src/state/app/storage';
import { memoryStorage } from '../app/memoryStorage';

const EXAMPLE = readFileSync('content/example-pack.json', 'utf8');

function newStore(storage = memoryStorage()) {
  const store = createStore();
  store.set(storageAtom, storage);
  return { store, storage };
}

describe('the content pack a setup screen chooses', () => {
  test('a loaded pack is the next game’s and is kept on the device for the next visit', () => {
    const { store, storage } = newStore();
    expect(store.get(nextGamePackAtom)).toBeNull();
    expect(store.set(loadPackTextAtom, EXAMPLE)).toBe(true);
    expect(store.get(nextGamePackAtom)?.name).toMatch(/^Example/);
    expect(storage.getItem(STORAGE_KEYS.contentPack)).toContain('nemos-war-content');
    const later = newStore(storage).store;
    expect(later.get(nextGamePackAtom)?.cards?.E02?.pile).toBe('pass');
  });

  test('a malformed pack is refused with its field named, and the kept pack stays', () => {
    const { store, storage } = newStore();
    store.set(loadPackTextAtom, EXAMPLE);
    const bad = EXAMPLE.replace('"amount": 5', '"amount": "five"');
    expect(store.set(loadPackTextAtom, bad)).toBe(false);
    expect(store.get(packRefusalAtom)).toMatch(/^cards\.E01\.fail\[0\]\.amount: expected number/);
    expect(store.get(nextGamePackAtom)?.cards?.E01?.fail?.[0]).toEqual({
      kind: 'notoriety',
      amount: 5,
    });
    expect(storage.getItem(STORAGE_KEYS.contentPack)).not.toContain('five');
  });

  test('an unknown card id is refused by name', () => {
    const { store } = newStore();
    store.set(loadPackTextAtom, '{"format":"nemos-war-content","version":1,"cards":{"E99":{}}}');
    expect(store.get(packRefusalAtom)).toBe('cards.E99: unknown cards id');
    expect(store.get(storedPackAtom)).toBeNull();
  });

  test('built-in plays without the pack but keeps it for later', () => {
    const { store, storage } = newStore();
    store.set(loadPackTextAtom, EXAMPLE);
    store.set(playPackAtom, false);
    expect(store.get(nextGamePackAtom)).toBeNull();
    expect(newStore(storage).store.get(storedPackAtom)?.use).toBe(false);
    store.set(playPackAtom, true);
    expect(store.get(nextGamePackAtom)).not.toBeNull();
  });

  test('a stored pack that no longer validates reads as none', () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.contentPack, '{"use":true,"pack":{"format":"x"}}');
    expect(newStore(storage).store.get(storedPackAtom)).toBeNull();
  });

  test('a game with a pack autosaves it and resumes with it', () => {
    const { store, storage } = newStore();
    store.set(loadPackTextAtom, EXAMPLE);
    const pack = store.get(nextGamePackAtom);
    store.set(newGameAtom, withPack(defaultSetup({ seed: 'pack' }), pack));
    expect(store.get(latestStateAtom)?.setup.contentPack).toEqual(pack);
    const resumed = newStore(storage).store;
    resumed.set(continueAutosaveAtom);
    expect(resumed.get(latestStateAtom)?.setup.contentPack).toEqual(pack);
  });

  test('withPack without a pack drops one the setup carried', () => {
    const pack = JSON.parse(EXAMPLE);
    const withIt = withPack(defaultSetup({ seed: 's' }), pack);
    expect(withIt.contentPack).toBe(pack);
    expect('contentPack' in withPack(withIt, null)).toBe(false);
  });
});
