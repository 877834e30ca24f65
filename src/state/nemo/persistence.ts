import {
  parseRecord,
  RecordError,
  type GameRecord,
  sessionFromRecord,
  toRecord,
  type GameSession,
} from '../../core';
import { msg } from '../../core/data';

import { i18n } from '../../i18n/i18n';
import type { KeyValueStore } from '../app/storage';
import { saveGame, savedGame, savedGames } from './autosaves';

/** Saves the game under its own key (one autosave per unfinished game; a finished one leaves). */
export function autosave(store: KeyValueStore | null, session: GameSession): string | null {
  if (!store) return null;
  try {
    saveGame(store, session, Date.now());
    return null;
  } catch (e) {
    return i18n.t('play.message.autosaveFailed', { reason: (e as Error).message });
  }
}

export function hasAutosave(store: KeyValueStore | null): boolean {
  return savedGames(store).length > 0;
}

/** Rebuilds a game from record text; throws a one-line error and builds nothing if it is bad. */
export function sessionFromText(text: string): GameSession {
  const record: GameRecord = parseRecord(text);
  try {
    return sessionFromRecord(record);
  } catch (e) {
    const reason = e instanceof RecordError ? e.text : (e as Error).message;
    throw new RecordError(msg('error.savedGame', { reason }));
  }
}

/** The saved game with this id (the most recent one when null); throws when there is none. */
export function loadAutosave(store: KeyValueStore | null, id: string | null = null): GameSession {
  const game = savedGame(store, id);
  if (!game) throw new Error(i18n.t('play.message.noAutosave'));
  return sessionFromText(game.record);
}

export function recordText(session: GameSession): string {
  return JSON.stringify(toRecord(session), null, 1);
}
