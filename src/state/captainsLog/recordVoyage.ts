import { browserStorage, type KeyValueStore } from '../app/storage';
import type { LogEntry } from './logEntry';
import { loadLog, mergeLog, saveLog } from './logStore';

/** Keeps a finished voyage in the captain's log on this device; a voyage already kept is skipped. */
export function recordVoyage(
  entry: LogEntry,
  store: KeyValueStore | null = browserStorage(),
): void {
  const problem = saveLog(store, mergeLog(loadLog(store).entries, [entry]).entries);
  if (problem) console.warn(problem);
}
