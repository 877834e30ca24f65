import { serializeRecord, stateHash, toRecord, type GameSession } from '../../core';
import type { GameSetup } from '../../core';
import type { MotiveId } from '../../core/data';
import { STORAGE_KEYS, type KeyValueStore } from '../app/storage';

/** How many unfinished games the page keeps; starting one more drops the longest untouched. */
export const MAX_AUTOSAVES = 6;

/** One unfinished game as the front door lists it, with its record. */
export interface SavedGame {
  /** The game's key: a hash of its setup (the same setup is the same game). */
  id: string;
  /** When it was last saved (ms since 1970). */
  savedAt: number;
  variant: 'solo' | 'versus';
  /** The Motive now (Act III may have changed it). */
  motive: MotiveId;
  turn: number;
  /** The record's text, as `serializeRecord` wrote it. */
  record: string;
}

const KEY = STORAGE_KEYS.autosaves;
const LEGACY_KEY = STORAGE_KEYS.autosave;

/** The key of a game: its setup, hashed. */
export function gameIdOf(setup: GameSetup): string {
  return stateHash(setup);
}

function isSavedGame(value: unknown): value is SavedGame {
  const g = value as Partial<SavedGame> | null;
  return (
    typeof g === 'object' &&
    g !== null &&
    typeof g.id === 'string' &&
    typeof g.savedAt === 'number' &&
    typeof g.record === 'string' &&
    typeof g.turn === 'number' &&
    typeof g.motive === 'string' &&
    (g.variant === 'solo' || g.variant === 'versus')
  );
}

/** The unfinished games, most recently saved first; a damaged list reads as empty. */
export function savedGames(store: KeyValueStore | null): SavedGame[] {
  const text = store?.getItem(KEY);
  const games = legacyGame(store);
  if (text) {
    try {
      const parsed = JSON.parse(text) as { games?: unknown };
      if (Array.isArray(parsed.games)) games.push(...parsed.games.filter(isSavedGame));
    } catch {
      // A damaged list: the games it held cannot be read back; the page starts a new list.
    }
  }
  return games.sort((a, b) => b.savedAt - a.savedAt).slice(0, MAX_AUTOSAVES);
}

/** The one autosave of older versions, listed as a game of its own until it is saved again. */
function legacyGame(store: KeyValueStore | null): SavedGame[] {
  const text = store?.getItem(LEGACY_KEY);
  if (!text) return [];
  try {
    const record = JSON.parse(text) as {
      setup?: GameSetup;
      actions?: unknown[];
    };
    if (!record.setup) return [];
    return [
      {
        id: gameIdOf(record.setup),
        savedAt: 0,
        variant: record.setup.variant === 'versus' ? 'versus' : 'solo',
        motive: record.setup.motive,
        turn: 0,
        record: text,
      },
    ];
  } catch {
    return [];
  }
}

function writeList(store: KeyValueStore, games: SavedGame[]): void {
  store.setItem(KEY, JSON.stringify({ v: 1, games }));
  store.removeItem(LEGACY_KEY);
}

/**
 * Saves a game under its own key, beside the others; a finished game leaves the list (Continue
 * never opens one). Throws what the storage throws (full, refused).
 */
export function saveGame(store: KeyValueStore, session: GameSession, now: number): void {
  const id = gameIdOf(session.setup);
  const others = savedGames(store).filter((g) => g.id !== id);
  if (session.state.result) {
    writeList(store, others);
    return;
  }
  const game: SavedGame = {
    id,
    savedAt: now,
    variant: session.setup.variant === 'versus' ? 'versus' : 'solo',
    motive: session.state.motive,
    turn: session.state.turn,
    record: serializeRecord(toRecord(session)),
  };
  writeList(store, [game, ...others].slice(0, MAX_AUTOSAVES));
}

/** The saved game with this id, or the most recent one when `id` is null. */
export function savedGame(store: KeyValueStore | null, id: string | null): SavedGame | null {
  const games = savedGames(store);
  return (id === null ? games[0] : games.find((g) => g.id === id)) ?? null;
}
