import type { KeyValueStore } from '../../../src/state/app/storage';

/** A Map-backed stand-in for localStorage. */
export function memoryStorage(): KeyValueStore {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}
