import { validateContentPack, type ContentPack } from '../../core/content';
import { STORAGE_KEYS, type KeyValueStore } from '../app/storage';

/** The pack kept on this device, and whether the next game plays with it. */
export interface StoredPack {
  use: boolean;
  pack: ContentPack;
}

/** The stored pack, checked again (a hand-edited or outdated one reads as none). */
export function loadStoredPack(store: KeyValueStore | null): StoredPack | null {
  const text = store?.getItem(STORAGE_KEYS.contentPack);
  if (!text) return null;
  try {
    const data = JSON.parse(text) as { use?: unknown; pack?: unknown };
    return { use: data.use === true, pack: validateContentPack(data.pack) };
  } catch {
    return null;
  }
}

/** Keeps the pack for the next visit (null forgets it); a full or refused storage keeps nothing. */
export function saveStoredPack(store: KeyValueStore | null, stored: StoredPack | null): void {
  if (!store) return;
  try {
    if (stored) store.setItem(STORAGE_KEYS.contentPack, JSON.stringify(stored));
    else store.removeItem(STORAGE_KEYS.contentPack);
  } catch {
    // The pack still plays this visit; it is simply not kept.
  }
}
