import {
  type GameRecord,
  toRecord,
  type GameSession,
  summarizeVoyage,
  type GameEndedEvent,
  type VoyageSummary,
} from '../../core';
import type { KeyValueStore } from '../app/storage';
import { claimOfficial, dailyDateOf } from './dailyAttempts';

/** A finished voyage as a board takes it: its record, its day (if any) and its summary. */
export interface FinishedVoyage {
  record: GameRecord;
  daily: string | null;
  practice: boolean;
  summary: VoyageSummary | null;
}

/**
 * What a finished game offers the boards. A voyage of the day is official when it is the first
 * to end here that day and was not started as practice (`practice=1`).
 */
export function finishedVoyageOf(
  session: GameSession,
  store: KeyValueStore | null,
  startedAsPractice: boolean,
): FinishedVoyage {
  const record = toRecord(session);
  const daily = dailyDateOf(session.setup);
  const practice = daily
    ? startedAsPractice || !claimOfficial(store, daily, record.finalHash)
    : false;
  const ended = [...session.events]
    .reverse()
    .find((e): e is GameEndedEvent => e.type === 'GameEnded');
  return { record, daily, practice, summary: ended ? summarizeVoyage(session.state, ended) : null };
}
