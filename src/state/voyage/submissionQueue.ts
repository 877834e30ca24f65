import type { KeyValueStore } from '../app/storage';
import type { RefusalText } from '../../protocol/refusal';
import type { BoardEntry, SubmitResult, VoyageSubmission } from './voyageApi';
import { VOYAGE_KEYS } from './voyageKeys';

/** One finished voyage offered to the boards, and what became of it. */
export interface QueuedSubmission {
  /** The record's final hash: one queue line per voyage. */
  key: string;
  body: VoyageSubmission;
  status: 'waiting' | 'submitted' | 'refused';
  queuedAt: string;
  entry?: BoardEntry;
  /** Why the server refused it: in English, and as its refusal for the page to render. */
  reason?: string;
  refusal?: RefusalText;
}

const KEEP = 50;

function keyOf(body: VoyageSubmission): string {
  return body.record.finalHash;
}

function isQueued(value: unknown): value is QueuedSubmission {
  if (!value || typeof value !== 'object') return false;
  const q = value as Partial<QueuedSubmission>;
  return (
    typeof q.key === 'string' &&
    typeof q.queuedAt === 'string' &&
    (q.status === 'waiting' || q.status === 'submitted' || q.status === 'refused') &&
    typeof q.body === 'object' &&
    q.body !== null
  );
}

/** The queue as kept; unreadable storage or lines are dropped, never thrown. */
export function loadSubmissions(store: KeyValueStore | null): QueuedSubmission[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(VOYAGE_KEYS.submissions) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueued) : [];
  } catch {
    return [];
  }
}

function keep(store: KeyValueStore | null, list: QueuedSubmission[]): void {
  // Answered lines beyond the last KEEP go first; waiting ones are always kept.
  const answered = list.filter((q) => q.status !== 'waiting');
  const drop = new Set(answered.slice(0, Math.max(0, answered.length - KEEP)));
  try {
    store?.setItem(VOYAGE_KEYS.submissions, JSON.stringify(list.filter((q) => !drop.has(q))));
  } catch {
    // Storage full: the voyage still goes now if the server answers.
  }
}

/** Adds a voyage to the queue (once: the same voyage again returns its existing line). */
export function queueSubmission(
  store: KeyValueStore | null,
  body: VoyageSubmission,
  now: Date,
): QueuedSubmission {
  const list = loadSubmissions(store);
  const key = keyOf(body);
  const existing = list.find((q) => q.key === key);
  if (existing) return existing;
  const line: QueuedSubmission = { key, body, status: 'waiting', queuedAt: now.toISOString() };
  keep(store, [...list, line]);
  return line;
}

/**
 * Sends every waiting voyage, oldest first, and keeps each answer. The first one the server
 * does not answer stops the round: the rest wait for the next try.
 */
export async function flushSubmissions(
  store: KeyValueStore | null,
  send: (body: VoyageSubmission) => Promise<SubmitResult>,
): Promise<QueuedSubmission[]> {
  for (const line of loadSubmissions(store)) {
    if (line.status !== 'waiting') continue;
    const result = await send(line.body);
    if (result.kind === 'unreachable') break;
    const list = loadSubmissions(store);
    const at = list.findIndex((q) => q.key === line.key);
    const current = list[at];
    if (!current || current.status !== 'waiting') continue;
    list[at] =
      result.kind === 'accepted'
        ? { ...current, status: 'submitted', entry: result.entry }
        : {
            ...current,
            status: 'refused',
            reason: result.reason,
            ...(result.refusal ? { refusal: result.refusal } : {}),
          };
    keep(store, list);
  }
  return loadSubmissions(store);
}

/** The board entries this browser submitted (its rows are highlighted). */
export function ownEntryIds(store: KeyValueStore | null): Set<string> {
  return new Set(loadSubmissions(store).flatMap((q) => (q.entry ? [q.entry.id] : [])));
}

/** Voyages still waiting for the server. */
export function waitingSubmissions(store: KeyValueStore | null): QueuedSubmission[] {
  return loadSubmissions(store).filter((q) => q.status === 'waiting');
}
