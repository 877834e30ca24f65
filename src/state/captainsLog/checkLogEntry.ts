import { sessionFromRecord } from '../../core';
import type { LogEntry } from './logEntry';
import { logEntryFromGame } from './logEntryFromGame';

/** Why an imported entry was refused: its record does not back what the entry says. */
export type LogRefusal =
  'noRecord' | 'replay' | 'unfinished' | 'score' | 'level' | 'ending' | 'summary';

const SUMMARY_FIELDS = [
  'id',
  'seed',
  'motive',
  'variant',
  'turns',
  'winner',
  'difficulty',
] as const;

/**
 * Replays an entry's record and compares what it gives with what the entry says; null when they
 * agree. The log trusts nothing it imports: a score, level or ending edited by hand is refused.
 */
export function checkLogEntry(entry: LogEntry): LogRefusal | null {
  const record = entry.record;
  if (!record) return 'noRecord';
  let truth: LogEntry | null;
  try {
    const session = sessionFromRecord(record);
    truth = logEntryFromGame(
      session.state,
      session.events,
      record,
      entry.playedAt,
      entry.daily,
      entry.practice,
    );
  } catch {
    return 'replay';
  }
  if (!truth) return 'unfinished';
  if (truth.score !== entry.score) return 'score';
  if (truth.level !== entry.level) return 'level';
  if (truth.ending !== entry.ending) return 'ending';
  return SUMMARY_FIELDS.some((f) => truth[f] !== entry[f]) ? 'summary' : null;
}
