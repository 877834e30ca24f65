import type { KeyValueStore } from '../app/storage';
import { VOYAGE_KEYS } from './voyageKeys';

/**
 * Day → the board entry id of this device's official voyage once ranked, or '' while it is under
 * way. Only the page's memory, for its wording and to mark its rows: the server decides who plays.
 */
type Attempts = Record<string, string>;

function load(store: KeyValueStore | null): Attempts {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(VOYAGE_KEYS.dailyAttempts) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Attempts)
      : {};
  } catch {
    return {};
  }
}

function save(store: KeyValueStore | null, attempts: Attempts): void {
  try {
    store?.setItem(VOYAGE_KEYS.dailyAttempts, JSON.stringify(attempts));
  } catch {
    // Without storage the page only forgets its own note; the server still allows one attempt.
  }
}

/** What this device remembers of a day's official voyage. */
export type OfficialNote = { kind: 'none' } | { kind: 'begun' } | { kind: 'ranked'; id: string };

export function officialNote(store: KeyValueStore | null, date: string): OfficialNote {
  const kept = load(store)[date];
  if (kept === undefined) return { kind: 'none' };
  return kept ? { kind: 'ranked', id: kept } : { kind: 'begun' };
}

/** Notes that the day's official voyage was begun on this device. */
export function noteOfficialBegun(store: KeyValueStore | null, date: string): void {
  const attempts = load(store);
  if (date in attempts) return;
  save(store, { ...attempts, [date]: '' });
}

/** Notes the board entry the server made of the day's official voyage. */
export function noteOfficialRanked(store: KeyValueStore | null, date: string, id: string): void {
  save(store, { ...load(store), [date]: id });
}

/** The board entries of this device's official voyages (its rows are marked on the boards). */
export function officialEntryIds(store: KeyValueStore | null): string[] {
  return Object.values(load(store)).filter((id) => id !== '');
}
