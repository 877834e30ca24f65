import * as kernel from '../../kernel/session';
import { flipEngine, makeFlipRecord } from '../../flip';
import type { FlipAction, FlipEvent, FlipRecord, FlipSetup, FlipState } from '../../flip';

/** One event to show, with the state the table shows once it has played. */
export type FlipStep = kernel.PlaybackStep<FlipState, FlipEvent>;

/** A whole Flip Voyage game so far: its setup, every action, the current state and all events. */
export type FlipSession = kernel.Session<FlipSetup, FlipState, FlipAction, FlipEvent>;

export function startFlipSession(setup: FlipSetup): FlipSession {
  return kernel.startSession(flipEngine, setup);
}

/** Applies one action; throws the rules core's error (naming the rule) when it is illegal. */
export function actFlip(
  session: FlipSession,
  action: FlipAction,
): { session: FlipSession; steps: FlipStep[] } {
  return kernel.actWithSteps(flipEngine, session, action);
}

export function flipRecordOf(session: FlipSession): FlipRecord {
  return makeFlipRecord(session.setup, session.actions);
}

/** Rebuilds a session (with its events) from a record; throws a one-line reason if it is bad. */
export function sessionFromFlipRecord(data: unknown): FlipSession {
  return kernel.sessionFromRecord(flipEngine, data);
}
