import {
  type GameRecord,
  toRecord,
  type GameSession,
  summarizeVoyage,
  type GameEndedEvent,
  type VoyageSummary,
} from '../../core';

/** A finished local voyage as the known-seed boards take it: its record and its summary. */
export interface FinishedVoyage {
  record: GameRecord;
  summary: VoyageSummary | null;
}

/** What a finished local game offers the known-seed boards (its seed's, its Motive's). */
export function finishedVoyageOf(session: GameSession): FinishedVoyage {
  const record = toRecord(session);
  const ended = [...session.events]
    .reverse()
    .find((e): e is GameEndedEvent => e.type === 'GameEnded');
  return { record, summary: ended ? summarizeVoyage(session.state, ended) : null };
}
