import type { KeyValueStore } from '../app/storage';
import { VOYAGE_KEYS } from './voyageKeys';

const ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** 22 url-safe characters from 16 random bytes (the page's crypto, never the core). */
export function newPlayerId(
  bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16)),
): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** This browser's player id: the kept one, or a new one kept from now on. */
export function playerIdOf(store: KeyValueStore | null, make: () => string = newPlayerId): string {
  try {
    const kept = store?.getItem(VOYAGE_KEYS.playerId);
    if (kept && ID_PATTERN.test(kept)) return kept;
    const made = make();
    store?.setItem(VOYAGE_KEYS.playerId, made);
    return made;
  } catch {
    return make();
  }
}
