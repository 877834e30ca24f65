import * as kernel from '../kernel/session';
import { nemoEngine } from './nemoEngine';
import { RecordError, refusalText, type GameRecord } from './record';
import { ReplayError } from '../kernel/replay';
import { msg } from './data/coreText';
import type { Action, GameEvent, GameSetup, GameState } from './types';

/** A game in progress: its record, current state, full event log and undo floor. */
export type GameSession = kernel.Session<GameSetup, GameState, Action, GameEvent>;
/** One event and the state just after it: the table advances through these one by one. */
export type PlaybackStep = kernel.PlaybackStep<GameState, GameEvent>;

export function startSession(setup: GameSetup): GameSession {
  return kernel.startSession(nemoEngine, setup);
}

export function act(
  session: GameSession,
  action: Action,
): { session: GameSession; events: GameEvent[] } {
  return kernel.act(nemoEngine, session, action);
}

/** Like `act`, with a snapshot of the state after each event (ARCHITECTURE.md §3). */
export function actWithSnapshots(
  session: GameSession,
  action: Action,
): { session: GameSession; steps: PlaybackStep[] } {
  return kernel.actWithSteps(nemoEngine, session, action);
}

export const canUndo = kernel.canUndo;

/** Takes back the last action, unless a roll or a reveal happened since (ARCHITECTURE.md §2). */
export function undo(session: GameSession): GameSession {
  return kernel.undo(nemoEngine, session);
}

export function toRecord(session: GameSession): GameRecord {
  return kernel.toRecord(nemoEngine, session) as GameRecord;
}

/** Rebuilds a session from a validated record (undo floor recomputed from its events). */
export function sessionFromRecord(record: GameRecord): GameSession {
  try {
    return kernel.sessionFromRecord(nemoEngine, record);
  } catch (e) {
    if (e instanceof ReplayError)
      throw new RecordError(
        msg('error.actionRefused', {
          index: e.index + 1,
          reason: refusalText(e.refusal, e.reason),
        }),
      );
    if (e instanceof kernel.HashMismatchError) throw new RecordError(msg('error.hashMismatch'));
    throw e;
  }
}
