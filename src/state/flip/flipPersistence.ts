import { i18n } from '../../i18n/i18n';
import { STORAGE_KEYS, type KeyValueStore } from '../app/storage';
import { flipRecordOf, sessionFromFlipRecord, type FlipSession } from './flipSession';

const FLIP_AUTOSAVE_KEY = STORAGE_KEYS.flipAutosave;

/** Writes the voyage's record; returns a problem to show, or null. */
export function autosaveFlip(store: KeyValueStore | null, session: FlipSession): string | null {
  if (!store) return null;
  try {
    store.setItem(FLIP_AUTOSAVE_KEY, JSON.stringify(flipRecordOf(session)));
    return null;
  } catch (e) {
    return i18n.t('flip.session.autosaveFailed', { message: (e as Error).message });
  }
}

export function hasFlipAutosave(store: KeyValueStore | null): boolean {
  return Boolean(store?.getItem(FLIP_AUTOSAVE_KEY));
}

/** The autosaved voyage; throws a one-line reason when there is none or it is corrupt. */
export function loadFlipAutosave(store: KeyValueStore | null): FlipSession {
  const text = store?.getItem(FLIP_AUTOSAVE_KEY);
  if (!text) throw new Error(i18n.t('flip.session.noAutosave'));
  return sessionFromFlipText(text);
}

/** A voyage from record text; throws a one-line reason when it is corrupt. */
export function sessionFromFlipText(text: string): FlipSession {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(i18n.t('flip.session.badJson'));
  }
  return sessionFromFlipRecord(data);
}
