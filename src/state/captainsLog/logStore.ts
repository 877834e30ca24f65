import { STORAGE_KEYS, type KeyValueStore } from '../app/storage';
import { i18n } from '../../i18n/i18n';
import { firstIssue } from '../../kernel/firstIssue';
import { logFileSchema, LOG_FORMAT_VERSION, type LogEntry } from './logEntry';
import { checkLogEntry, type LogRefusal } from './checkLogEntry';

export const LOG_KEY = STORAGE_KEYS.captainsLog;
/** Where a store that failed to load is kept aside (never overwritten by a later one). */
export const LOG_ASIDE_KEY = STORAGE_KEYS.captainsLogAside;
/** The newest this many voyages keep their whole record; older ones keep their summary. */
export const RECORDS_KEPT = 200;

export interface LoadedLog {
  entries: LogEntry[];
  /** One line when the stored log could not be read (it is kept aside, the log starts empty). */
  problem: string | null;
}

/** Reads and validates a log file's text; throws a one-line Error on anything wrong. */
export function parseLogText(text: string): LogEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(i18n.t('log.file.notJson'));
  }
  const parsed = logFileSchema.safeParse(json);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error, '(root)');
    throw new Error(i18n.t('log.file.invalid', { path: issue.slice(0, issue.indexOf(': ')) }));
  }
  return parsed.data.entries as LogEntry[];
}

export function logText(entries: readonly LogEntry[]): string {
  return JSON.stringify({ format: 'nemo.captainsLog', version: LOG_FORMAT_VERSION, entries });
}

/** Newest first; only the newest RECORDS_KEPT keep their records. */
export function capLog(entries: readonly LogEntry[]): LogEntry[] {
  return [...entries]
    .sort((a, b) => b.playedAt.localeCompare(a.playedAt))
    .map((entry, i) =>
      i < RECORDS_KEPT || entry.record === null ? entry : { ...entry, record: null },
    );
}

export function loadLog(store: KeyValueStore | null): LoadedLog {
  const text = store?.getItem(LOG_KEY);
  if (!store || !text) return { entries: [], problem: null };
  try {
    return { entries: capLog(parseLogText(text)), problem: null };
  } catch (e) {
    try {
      if (!store.getItem(LOG_ASIDE_KEY)) store.setItem(LOG_ASIDE_KEY, text);
      store.removeItem(LOG_KEY);
    } catch {
      // storage full or blocked: the unreadable log simply stays where it is
    }
    return {
      entries: [],
      problem: i18n.t('log.file.setAside', { reason: (e as Error).message }),
    };
  }
}

/** Writes the log; returns a one-line problem or null. */
export function saveLog(store: KeyValueStore | null, entries: readonly LogEntry[]): string | null {
  if (!store) return null;
  try {
    store.setItem(LOG_KEY, logText(capLog(entries)));
    return null;
  } catch (e) {
    return i18n.t('log.file.saveFailed', { reason: (e as Error).message });
  }
}

/** Adds entries not already in the log (same id); returns the merged log and how many were new. */
export function mergeLog(
  current: readonly LogEntry[],
  incoming: readonly LogEntry[],
): { entries: LogEntry[]; added: number } {
  const ids = new Set(current.map((e) => e.id));
  const fresh = incoming.filter((e) => {
    if (ids.has(e.id)) return false;
    ids.add(e.id);
    return true;
  });
  return { entries: capLog([...current, ...fresh]), added: fresh.length };
}

/** What an import did: the log after it, how many entries were new, and the ones refused. */
export interface ImportResult {
  entries: LogEntry[];
  added: number;
  /** How many entries were refused, per reason, in the order first met. */
  refused: { reason: LogRefusal; count: number }[];
}

/**
 * Imports a log file's text into the stored log: each entry's record is replayed and an entry it
 * does not back is refused (the rest import); a file that is not a log changes nothing.
 */
export function importLog(store: KeyValueStore | null, text: string): ImportResult {
  const incoming = parseLogText(text);
  const current = loadLog(store).entries;
  const known = new Set(current.map((e) => e.id));
  const refused: ImportResult['refused'] = [];
  const trusted = incoming.filter((entry) => {
    if (known.has(entry.id)) return true;
    const reason = checkLogEntry(entry);
    if (!reason) return true;
    const line = refused.find((r) => r.reason === reason);
    if (line) line.count++;
    else refused.push({ reason, count: 1 });
    return false;
  });
  const merged = mergeLog(current, trusted);
  if (merged.added > 0) {
    const problem = saveLog(store, merged.entries);
    if (problem) throw new Error(problem);
  }
  return { ...merged, refused };
}

/** The refusals in one line: "2 entries refused: the score does not match the record". */
export function refusalLine(refused: ImportResult['refused']): string {
  return refused
    .map(({ reason, count }) =>
      i18n.t('log.file.refused', { count, reason: i18n.t(`log.refusal.${reason}`) }),
    )
    .join(i18n.t('log.file.refusedSep'));
}
