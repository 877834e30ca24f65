import type { KeyValueStore } from '../app/storage';
import { VOYAGE_KEYS } from './voyageKeys';

export const NAME_MAX_LENGTH = 24;

export type NameProblem = 'empty' | 'long' | 'characters';

export type NameCheck = { ok: true; name: string } | { ok: false; problem: NameProblem };

/** Letters of any script, digits, space and `-_.'` (the board server's rule). */
const NAME_PATTERN = /^[\p{L}\p{M}\p{Nd} \-_.']+$/u;

/** Checks a board name as the server will: trimmed, 1–24 characters of the allowed kinds. */
export function checkPlayerName(raw: string): NameCheck {
  const name = raw.trim();
  if (name.length === 0) return { ok: false, problem: 'empty' };
  if ([...name].length > NAME_MAX_LENGTH) return { ok: false, problem: 'long' };
  if (!NAME_PATTERN.test(name)) return { ok: false, problem: 'characters' };
  return { ok: true, name };
}

export function loadPlayerName(store: KeyValueStore | null): string {
  try {
    return store?.getItem(VOYAGE_KEYS.name) ?? '';
  } catch {
    return '';
  }
}

export function keepPlayerName(store: KeyValueStore | null, name: string): void {
  try {
    store?.setItem(VOYAGE_KEYS.name, name);
  } catch {
    // A full or blocked storage only means the name is asked again next time.
  }
}
