import { dailySetup, type GameSetup } from '../../core';
import { isDayText } from '../../kernel/seeds';
import type { KeyValueStore } from '../app/storage';
import { VOYAGE_KEYS } from './voyageKeys';

/** Day → the final hash of its official voyage once finished, or '' while it is under way. */
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
    // Without storage every run looks official here; the server still allows only one.
  }
}

/** Whether this day's official voyage was already begun in this browser. */
export function officialBegun(store: KeyValueStore | null, date: string): boolean {
  return date in load(store);
}

/** Marks the day's official voyage as begun; every later run of that day is practice. */
export function beginOfficial(store: KeyValueStore | null, date: string): void {
  const attempts = load(store);
  if (date in attempts) return;
  save(store, { ...attempts, [date]: '' });
}

/** The day a setup is the voyage of, if it is exactly one's (`daily-YYYY-MM-DD`, its setup). */
export function dailyDateOf(setup: GameSetup): string | null {
  const match = /^daily-(\d{4}-\d{2}-\d{2})$/.exec(setup.seed);
  const date = match?.[1];
  if (!date || !isDayText(date)) return null;
  return JSON.stringify(dailySetup(date)) === JSON.stringify(setup) ? date : null;
}

/**
 * Whether a finished voyage of the day was the official one: the first to end here that day
 * (its hash is remembered, so the same game asked again gets the same answer).
 */
export function claimOfficial(store: KeyValueStore | null, date: string, hash: string): boolean {
  const attempts = load(store);
  const kept = attempts[date];
  if (kept === hash) return true;
  if (kept) return false;
  save(store, { ...attempts, [date]: hash });
  return true;
}
