import { atom } from 'jotai';
import type { ContentPack } from '../../core/content';
import type { GameSetup } from '../../core';
import { storageAtom } from '../nemo/gameAtoms';
import { readPackText } from './readPackText';
import { loadStoredPack, saveStoredPack, type StoredPack } from './storedPack';

/** What this visit chose (undefined: nothing yet, the stored choice holds). */
const chosenAtom = atom<StoredPack | null | undefined>(undefined);

/** The pack on this device and whether the next game uses it. */
export const storedPackAtom = atom<StoredPack | null>((get) => {
  const chosen = get(chosenAtom);
  return chosen !== undefined ? chosen : loadStoredPack(get(storageAtom));
});

/** The pack the next game will play with; null for the built-in components. */
export const nextGamePackAtom = atom<ContentPack | null>((get) => {
  const stored = get(storedPackAtom);
  return stored?.use ? stored.pack : null;
});

/** Why the last pack file was refused (`field: what is wrong`); null when none was. */
export const packRefusalAtom = atom<string | null>(null);

/** Loads a pack file's text: a good pack becomes the next game's and is kept; a bad one changes nothing. */
export const loadPackTextAtom = atom(null, (get, set, text: string): boolean => {
  const reading = readPackText(text);
  if (!reading.ok) {
    set(packRefusalAtom, reading.reason);
    return false;
  }
  const stored = { use: true, pack: reading.pack };
  set(chosenAtom, stored);
  set(packRefusalAtom, null);
  saveStoredPack(get(storageAtom), stored);
  return true;
});

/** Built-in components (false) or the kept pack (true); the pack stays on the device either way. */
export const playPackAtom = atom(null, (get, set, use: boolean) => {
  const stored = get(storedPackAtom);
  set(packRefusalAtom, null);
  if (!stored) return;
  const next = { ...stored, use };
  set(chosenAtom, next);
  saveStoredPack(get(storageAtom), next);
});

/** A setup that plays with this pack (none: the built-in components). */
export function withPack(setup: GameSetup, pack: ContentPack | null): GameSetup {
  const { contentPack: _old, ...rest } = setup;
  return pack ? { ...rest, contentPack: pack } : rest;
}
