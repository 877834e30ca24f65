import type { EventSink, RulesEngine } from './engine';
import { applyAll, ReplayError } from './replay';

/** A game in progress: its record, current state, full event log and undo floor. */
export interface Session<Setup, S, A, E> {
  setup: Setup;
  actions: A[];
  state: S;
  events: E[];
  /**
   * Number of actions that can never be undone: up to the last one that revealed something
   * random, or that handed the decision to another seat (undo never reopens another seat's
   * decision).
   */
  undoFloor: number;
}

/** One event and the state just after it: the table advances through these one by one. */
export interface PlaybackStep<S, E> {
  event: E;
  state: S;
}

type Engine<Setup, S, A, E> = RulesEngine<Setup, S, A, E, unknown, unknown>;

/** True when the action closed the floor behind it: it revealed something or passed the turn. */
function fixes<E>(
  reveals: (event: E) => boolean,
  seatBefore: unknown,
  seatAfter: unknown,
  events: readonly E[],
): boolean {
  if (events.some(reveals)) return true;
  return seatAfter !== null && seatBefore !== null && seatAfter !== seatBefore;
}

function seatNow<Setup, S, A, E>(engine: Engine<Setup, S, A, E>, state: S): unknown {
  const decision = engine.currentDecision(state);
  return decision === null ? null : engine.seatOf(decision);
}

export function startSession<Setup, S, A, E>(
  engine: Engine<Setup, S, A, E>,
  setup: Setup,
): Session<Setup, S, A, E> {
  const events: E[] = [];
  const state = engine.create(setup, events);
  return { setup, actions: [], state, events, undoFloor: 0 };
}

function extend<Setup, S, A, E>(
  engine: Engine<Setup, S, A, E>,
  session: Session<Setup, S, A, E>,
  action: A,
  state: S,
  events: E[],
): Session<Setup, S, A, E> {
  const actions = [...session.actions, action];
  return {
    setup: session.setup,
    actions,
    state,
    events: [...session.events, ...events],
    undoFloor: fixes(engine.reveals, seatNow(engine, session.state), seatNow(engine, state), events)
      ? actions.length
      : session.undoFloor,
  };
}

/** Applies one action (the session is not changed); throws the rules core's error. */
export function act<Setup, S, A, E>(
  engine: Engine<Setup, S, A, E>,
  session: Session<Setup, S, A, E>,
  action: A,
): { session: Session<Setup, S, A, E>; events: E[] } {
  const state = engine.clone(session.state);
  const events: E[] = [];
  engine.applyInPlace(state, action, events);
  return { session: extend(engine, session, action, state, events), events };
}

/** An event sink that also keeps a snapshot of the state after each event. */
class SnapshotSink<S, E> implements EventSink<E> {
  readonly events: E[] = [];
  readonly steps: PlaybackStep<S, E>[] = [];
  constructor(
    private readonly state: S,
    private readonly clone: (state: S) => S,
  ) {}
  push(...items: E[]): number {
    for (const event of items) {
      this.events.push(event);
      this.steps.push({ event, state: this.clone(this.state) });
    }
    return this.events.length;
  }
}

/**
 * Like `act`, but returns a snapshot of the state after each event, so the presentation can
 * show the game advancing event by event (ARCHITECTURE.md §3).
 */
export function actWithSteps<Setup, S, A, E>(
  engine: Engine<Setup, S, A, E>,
  session: Session<Setup, S, A, E>,
  action: A,
): { session: Session<Setup, S, A, E>; steps: PlaybackStep<S, E>[] } {
  const state = engine.clone(session.state);
  const sink = new SnapshotSink<S, E>(state, engine.clone);
  engine.applyInPlace(state, action, sink);
  const last = sink.steps[sink.steps.length - 1];
  if (last) last.state = state;
  return { session: extend(engine, session, action, state, sink.events), steps: sink.steps };
}

export function canUndo(session: Session<unknown, unknown, unknown, unknown>): boolean {
  return session.actions.length > session.undoFloor;
}

/** Replays `actions` from `setup`; throws naming the first action that breaks a rule. */
export function replaySession<Setup, S, A, E>(
  engine: Engine<Setup, S, A, E>,
  setup: Setup,
  actions: readonly A[],
): Session<Setup, S, A, E> {
  const { state, events } = startSession(engine, setup);
  let undoFloor = 0;
  let seat = seatNow(engine, state);
  let before = events.length;
  try {
    applyAll(engine, state, actions, events, (i) => {
      const next = seatNow(engine, state);
      if (fixes(engine.reveals, seat, next, events.slice(before))) undoFloor = i + 1;
      seat = next;
      before = events.length;
    });
  } catch (e) {
    if (!(e instanceof ReplayError)) throw e;
    const refused = new ReplayError(e.index, e.reason, e.refusal);
    refused.message = `Action ${e.index + 1} breaks a rule: ${e.reason}`;
    throw refused;
  }
  return { setup, actions: [...actions], state, events, undoFloor };
}

/** A record whose final state does not hash to the hash it names (it was altered). */
export class HashMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HashMismatchError';
  }
}

/** Takes back the last action, unless a roll or a reveal happened since (ARCHITECTURE.md §2). */
export function undo<Setup, S, A, E>(
  engine: Engine<Setup, S, A, E>,
  session: Session<Setup, S, A, E>,
): Session<Setup, S, A, E> {
  if (!canUndo(session)) {
    throw new Error(
      'Nothing to undo: the last action rolled dice or revealed something, and that cannot be taken back.',
    );
  }
  const back = replaySession(engine, session.setup, session.actions.slice(0, -1));
  return { ...back, undoFloor: session.undoFloor };
}

export function toRecord<Setup, S, A, E>(
  engine: Engine<Setup, S, A, E>,
  session: Session<Setup, S, A, E>,
) {
  return engine.toRecord(session.setup, session.actions, engine.hash(session.state));
}

/** Rebuilds a session from a record's data; a bad or altered record throws a one-line reason. */
export function sessionFromRecord<Setup, S, A, E>(
  engine: Engine<Setup, S, A, E>,
  data: unknown,
): Session<Setup, S, A, E> {
  const record = engine.parseRecord(data);
  const session = replaySession(engine, record.setup, record.actions);
  if (
    record.finalHash !== undefined &&
    engine.hash(session.state, record.formatVersion) !== record.finalHash
  ) {
    throw new HashMismatchError('Final state hash mismatch: the record was altered');
  }
  return session;
}
