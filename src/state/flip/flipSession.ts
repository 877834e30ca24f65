import {
  applyAction,
  createFlipGameWithEvents,
  makeFlipRecord,
  parseFlipRecord,
  undoableFlipActions,
} from '../../flip';
import type { FlipAction, FlipEvent, FlipRecord, FlipSetup, FlipState } from '../../flip';

/** One event to show, with the state the table shows once it has played. */
export interface FlipStep {
  event: FlipEvent;
  state: FlipState;
}

/** A whole Flip Voyage game so far: its setup, every action, the current state and all events. */
export interface FlipSession {
  setup: FlipSetup;
  actions: FlipAction[];
  state: FlipState;
  events: FlipEvent[];
}

export function startFlipSession(setup: FlipSetup): FlipSession {
  const { state, events } = createFlipGameWithEvents(setup);
  return { setup, actions: [], state, events };
}

/**
 * Applies one action; throws the rules core's error (naming the rule) when it is illegal.
 * The steps pair each new event with the state after the action.
 */
export function actFlip(
  session: FlipSession,
  action: FlipAction,
): { session: FlipSession; steps: FlipStep[] } {
  const { state, events } = applyAction(session.state, action);
  return {
    session: {
      setup: session.setup,
      actions: [...session.actions, action],
      state,
      events: [...session.events, ...events],
    },
    steps: events.map((event) => ({ event, state })),
  };
}

export function flipRecordOf(session: FlipSession): FlipRecord {
  return makeFlipRecord(session.setup, session.actions);
}

/** Rebuilds a session (with its events) from a record; throws a one-line reason if it is bad. */
export function sessionFromFlipRecord(data: unknown): FlipSession {
  const record = parseFlipRecord(data);
  let session: FlipSession;
  try {
    session = startFlipSession(record.setup);
  } catch (e) {
    throw new Error(`The saved voyage has a bad setup: ${(e as Error).message}`);
  }
  record.actions.forEach((action, i) => {
    try {
      session = actFlip(session, action).session;
    } catch (e) {
      throw new Error(`The saved voyage breaks a rule at action ${i + 1}: ${(e as Error).message}`);
    }
  });
  return session;
}

export function canUndoFlip(session: FlipSession): boolean {
  return session.actions.length > 0 && undoableFlipActions(flipRecordOf(session)) > 0;
}

/** The session without its last action (never past a card reveal). */
export function undoFlipSession(session: FlipSession): FlipSession {
  if (!canUndoFlip(session)) {
    throw new Error('Nothing to undo since the last card reveal.');
  }
  return sessionFromFlipRecord(flipRecordOf({ ...session, actions: session.actions.slice(0, -1) }));
}
