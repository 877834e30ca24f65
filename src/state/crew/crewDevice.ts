import { STORAGE_KEYS, type KeyValueStore } from '../app/storage';

/**
 * This phone's device id for the crew vote: random, made here and kept in localStorage, so one
 * phone counts once per decision (its tabs share it). It says nothing about the person.
 */
export function crewDeviceId(storage: KeyValueStore | null, random: () => Uint8Array): string {
  const kept = storage?.getItem(STORAGE_KEYS.crewDevice);
  if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  const id = Array.from(random(), (b) => b.toString(16).padStart(2, '0')).join('');
  try {
    storage?.setItem(STORAGE_KEYS.crewDevice, id);
  } catch {
    // Storage full or refused: this visit still votes once per decision.
  }
  return id;
}
