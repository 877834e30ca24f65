import { toRecord, type GameSession } from '../../core';
import { logEntryFromGame } from './logEntryFromGame';
import { recordVoyage } from './recordVoyage';

/** Keeps an ended solo session in the log; returns its entry id, or null if nothing was kept. */
export function logFinishedSession(session: GameSession, playedAt: string): string | null {
  if (!session.state.result || session.setup.variant !== 'solo') return null;
  const entry = logEntryFromGame(session.state, session.events, toRecord(session), playedAt);
  if (!entry) return null;
  recordVoyage(entry);
  return entry.id;
}
