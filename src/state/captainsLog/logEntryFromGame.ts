import {
  type GameRecord,
  type GameEvent,
  type GameState,
  summarizeVoyage,
  type GameEndedEvent,
} from '../../core';
import { setupDifficulty, type LogEntry } from './logEntry';

/** A log entry for an ended game (null while it goes on); its id is the record's final hash. */
export function logEntryFromGame(
  state: GameState,
  events: readonly GameEvent[],
  record: GameRecord,
  playedAt: string,
  daily: string | null = null,
  practice = false,
): LogEntry | null {
  const ended = events.findLast((e): e is GameEndedEvent => e.type === 'GameEnded');
  const summary = ended ? summarizeVoyage(state, ended) : null;
  if (!summary) return null;
  return {
    ...summary,
    id: `${record.setup.seed}-${record.finalHash}`,
    playedAt,
    difficulty: setupDifficulty(record),
    record,
    daily,
    practice,
  };
}
