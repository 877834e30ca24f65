import type { Action, GameEvent, GameSetup, GameState } from './types';
import { createGame } from './createGame';
import { applyAction, applyActionInPlace } from './engine';
import { cloneState } from './cloneState';
import { stateHash } from './hash';
import { replay, type GameRecord } from './record';

/** A game in progress: its record, current state, full event log and undo floor. */
export interface GameSession {
  setup: GameSetup;
  actions: Action[];
  state: GameState;
  events: GameEvent[];
  /** Number of actions that can never be undone (the last one revealed something random). */
  undoFloor: number;
}

const REVEALING: ReadonlySet<GameEvent['type']> = new Set([
  'DiceRolled',
  'CardRevealed',
  'ShipRevealed',
  'TreasureDrawn',
  'ShipsEnterBag',
  'TokenDrawn',
]);

/** True when the events show a roll or a reveal: undo never goes back past such an action. */
export function revealsInformation(events: readonly GameEvent[]): boolean {
  return events.some((e) => REVEALING.has(e.type));
}

export function startSession(setup: GameSetup): GameSession {
  const { state, events } = createGame(setup);
  return { setup, actions: [], state, events, undoFloor: 0 };
}

export function act(
  session: GameSession,
  action: Action,
): { session: GameSession; events: GameEvent[] } {
  const { state, events } = applyAction(session.state, action);
  const actions = [...session.actions, action];
  return {
    session: {
      setup: session.setup,
      actions,
      state,
      events: [...session.events, ...events],
      undoFloor: revealsInformation(events) ? actions.length : session.undoFloor,
    },
    events,
  };
}

export function canUndo(session: GameSession): boolean {
  return session.actions.length > session.undoFloor;
}

/** Takes back the last action, unless a roll or a reveal happened since (DESIGN.md §3). */
export function undo(session: GameSession): GameSession {
  if (!canUndo(session)) {
    throw new Error(
      'Nothing to undo: the last action rolled dice or revealed something, and that cannot be taken back.',
    );
  }
  const actions = session.actions.slice(0, -1);
  const { state, events } = replay({ setup: session.setup, actions });
  return { setup: session.setup, actions, state, events, undoFloor: session.undoFloor };
}

export function toRecord(session: GameSession): GameRecord {
  return {
    formatVersion: 1,
    game: 'nemos-war',
    setup: session.setup,
    actions: session.actions,
    finalHash: stateHash(session.state),
  };
}

/** Rebuilds a session from a validated record (undo floor recomputed from its events). */
export function sessionFromRecord(record: GameRecord): GameSession {
  let session = startSession(record.setup);
  for (const action of record.actions) session = act(session, action).session;
  if (stateHash(session.state) !== record.finalHash) {
    throw new Error('Final state hash mismatch: the record was altered');
  }
  return session;
}

/** One event and the state just after it: the table advances through these one by one. */
export interface PlaybackStep {
  event: GameEvent;
  state: GameState;
}

/**
 * Like `act`, but also returns a snapshot of the state after each event, so the presentation
 * can show the game advancing event by event (DESIGN.md §4).
 */
export function actWithSnapshots(
  session: GameSession,
  action: Action,
): { session: GameSession; steps: PlaybackStep[] } {
  const state = cloneState(session.state);
  const steps: PlaybackStep[] = [];
  const events: GameEvent[] = [];
  const record = (...items: GameEvent[]): number => {
    for (const event of items) {
      Array.prototype.push.call(events, event);
      steps.push({ event, state: cloneState(state) });
    }
    return events.length;
  };
  events.push = record;
  applyActionInPlace(state, action, events);
  const plain = [...events];
  const actions = [...session.actions, action];
  const last = steps[steps.length - 1];
  if (last) last.state = state;
  return {
    session: {
      setup: session.setup,
      actions,
      state,
      events: [...session.events, ...plain],
      undoFloor: revealsInformation(plain) ? actions.length : session.undoFloor,
    },
    steps,
  };
}
