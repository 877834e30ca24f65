import { parseRecord, RecordError, serializeRecord, type GameRecord } from '../../core/record';
import { msg } from '../../core/text/coreText';
import { sessionFromRecord, toRecord, type GameSession } from '../../core/session';

import { i18n } from '../../i18n/i18n';
import { STORAGE_KEYS, type KeyValueStore } from '../app/storage';

const AUTOSAVE_KEY = STORAGE_KEYS.autosave;

export function autosave(store: KeyValueStore | null, session: GameSession): string | null {
  if (!store) return null;
  try {
    store.setItem(AUTOSAVE_KEY, serializeRecord(toRecord(session)));
    return null;
  } catch (e) {
    return i18n.t('play.message.autosaveFailed', { reason: (e as Error).message });
  }
}

export function hasAutosave(store: KeyValueStore | null): boolean {
  return Boolean(store?.getItem(AUTOSAVE_KEY));
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

export function loadAutosave(store: KeyValueStore | null): GameSession {
  const text = store?.getItem(AUTOSAVE_KEY);
  if (!text) throw new Error(i18n.t('play.message.noAutosave'));
  return sessionFromText(text);
}

export function recordText(session: GameSession): string {
  return JSON.stringify(toRecord(session), null, 1);
}
