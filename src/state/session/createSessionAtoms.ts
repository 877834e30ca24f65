import { atom, type Getter, type Setter } from 'jotai';
import type { RulesEngine } from '../../kernel/engine';
import {
  actWithSteps,
  canUndo,
  startSession,
  undo,
  type PlaybackStep,
  type Session,
} from '../../kernel/session';
import { speedAtom } from '../app/settings';
import { errorText } from './errorText';
import type { KeyValueStore } from '../app/storage';

interface Playback<S, E> {
  /** The state before the first step still to show. */
  base: S | null;
  steps: PlaybackStep<S, E>[];
  /** How many steps are already shown. */
  index: number;
}

export type Message = { kind: 'error' | 'info'; text: string } | null;

/** How a game's sessions are saved: write after every action, read back on Continue. */
export interface SessionPersistence<Sess> {
  save(store: KeyValueStore | null, session: Sess): string | null;
  /** The saved game `id` names, or the most recent one when it is null. */
  load(store: KeyValueStore | null, id: string | null): Sess;
  fromText(text: string): Sess;
}

export interface SessionAtomsConfig<Setup, S, A, E, D, Seat> {
  engine: RulesEngine<Setup, S, A, E, D, Seat>;
  persistence: SessionPersistence<Session<Setup, S, A, E>>;
  storage: KeyValueStore | null;
  texts: {
    noGame: string;
    nothingToUndo: string;
    loaded: string;
    resumed: string | null;
    undone: string;
    cannotContinue: (reason: string) => string;
  };
  /** Called once for each event as it comes on stage (the dice tray throws a roll here). */
  onStaged?: (get: Getter, set: Setter, event: E, session: Session<Setup, S, A, E>) => void;
  /** Called after the game changes by a player's hand (new game, action, undo, load). */
  onChanged?: (get: Getter, set: Setter) => void;
}

/**
 * The state layer of one game, written once against the kernel's engine contract: a private
 * session atom holds the truth; dispatch applies an action and queues its events; the shown
 * state advances event by event as the table plays them (ARCHITECTURE.md §3).
 */
export function createSessionAtoms<Setup, S, A, E, D, Seat>(
  config: SessionAtomsConfig<Setup, S, A, E, D, Seat>,
) {
  type Sess = Session<Setup, S, A, E>;
  const { engine, persistence, texts } = config;
  const sessionAtom = atom<Sess | null>(null);
  const playbackAtom = atom<Playback<S, E>>({ base: null, steps: [], index: 0 });
  const stagedAtom = atom<E | null>(null);

  const storageAtom = atom<KeyValueStore | null>(config.storage);
  /** The last problem to tell the player about (an illegal action, a bad save…). */
  const messageAtom = atom<Message>(null);
  const sessionReadAtom = atom((get) => get(sessionAtom));
  const latestStateAtom = atom((get) => get(sessionAtom)?.state ?? null);
  const playbackDoneAtom = atom((get) => {
    const p = get(playbackAtom);
    return p.index >= p.steps.length;
  });
  /** The state the table shows now: it trails the truth while events are being animated. */
  const shownStateAtom = atom<S | null>((get) => {
    const p = get(playbackAtom);
    if (p.index >= p.steps.length) return get(sessionAtom)?.state ?? null;
    return p.index === 0 ? p.base : (p.steps[p.index - 1]?.state ?? null);
  });
  /** The next event to animate, if any. */
  const pendingEventAtom = atom<E | null>((get) => {
    const p = get(playbackAtom);
    return p.steps[p.index]?.event ?? null;
  });
  /** The decision the player faces; null while events are still being shown. */
  const decisionAtom = atom<D | null>((get) => {
    const session = get(sessionAtom);
    if (!session || !get(playbackDoneAtom)) return null;
    return engine.currentDecision(session.state);
  });
  /** What the deciding seat may do now (empty while events play). */
  const legalActionsAtom = atom<A[]>((get) => {
    const session = get(sessionAtom);
    const decision = get(decisionAtom);
    return session && decision ? engine.legalActions(session.state, engine.seatOf(decision)) : [];
  });
  /** Events already shown to the player, oldest first. */
  const shownEventsAtom = atom<E[]>((get) => {
    const session = get(sessionAtom);
    if (!session) return [];
    const p = get(playbackAtom);
    return session.events.slice(0, session.events.length - (p.steps.length - p.index));
  });
  /**
   * Set while a server owns the game (online play): dispatch sends the action there instead, and
   * undo asks the server (when the remote offers it) to take back what its view says may be.
   */
  const remoteAtom = atom<{ send: (action: A) => void; undo?: () => void } | null>(null);
  /** The server's word on undo for a remote game (its view's `undoable`). */
  const remoteUndoableAtom = atom(false);
  const canUndoAtom = atom((get) => {
    const remote = get(remoteAtom);
    if (remote) return Boolean(remote.undo && get(remoteUndoableAtom) && get(playbackDoneAtom));
    const session = get(sessionAtom);
    return Boolean(session && canUndo(session) && get(playbackDoneAtom));
  });

  function stage(get: Getter, set: Setter): void {
    const pending = get(pendingEventAtom);
    const session = get(sessionAtom);
    if (!pending || pending === get(stagedAtom) || !session) return;
    set(stagedAtom, pending);
    config.onStaged?.(get, set, pending, session);
  }

  function save(get: Getter, set: Setter, session: Sess, quiet: Message = null): void {
    const problem = persistence.save(get(storageAtom), session);
    set(messageAtom, problem ? { kind: 'error', text: problem } : quiet);
  }

  function install(get: Getter, set: Setter, session: Sess): void {
    set(sessionAtom, session);
    set(playbackAtom, { base: session.state, steps: [], index: 0 });
    config.onChanged?.(get, set);
  }

  /** Installs a prepared session (a lesson position, a showcase game) as the game in progress. */
  const installSessionAtom = atom(null, (get, set, session: Sess) => {
    install(get, set, session);
    set(messageAtom, null);
  });

  /** Starts a new game; a setup the rules refuse is reported and changes nothing. */
  const newGameAtom = atom(null, (get, set, setup: Setup): boolean => {
    let session: Sess;
    try {
      session = startSession(engine, setup);
    } catch (e) {
      set(messageAtom, { kind: 'error', text: errorText(e) });
      return false;
    }
    install(get, set, session);
    save(get, set, session);
    return true;
  });

  /** Applies a player's action; an illegal one is reported and changes nothing. */
  const dispatchAtom = atom(null, (get, set, action: A): boolean => {
    const session = get(sessionAtom);
    if (!session) {
      set(messageAtom, { kind: 'error', text: texts.noGame });
      return false;
    }
    const remote = get(remoteAtom);
    if (remote) {
      remote.send(action);
      return true;
    }
    let result: ReturnType<typeof actWithSteps<Setup, S, A, E>>;
    try {
      result = actWithSteps(engine, session, action);
    } catch (e) {
      set(messageAtom, { kind: 'error', text: errorText(e) });
      return false;
    }
    const p = get(playbackAtom);
    const drained = p.index >= p.steps.length;
    const next: Playback<S, E> = drained
      ? { base: session.state, steps: result.steps, index: 0 }
      : { ...p, steps: [...p.steps, ...result.steps] };
    // At instant speed nothing is animated: show the result at once, without a render in between.
    if (get(speedAtom) === 'instant') next.index = next.steps.length;
    set(sessionAtom, result.session);
    set(playbackAtom, next);
    config.onChanged?.(get, set);
    save(get, set, result.session);
    stage(get, set);
    return true;
  });

  /**
   * A change the server made (online play): the new state and its events, queued for the table
   * like a local action's. Only the final state is known, so every event but the last shows the
   * state before the action. Never saved locally, and never undoable here.
   */
  const receiveRemoteAtom = atom(
    null,
    (get, set, change: { action: A | null; events: E[]; state: S }) => {
      const session = get(sessionAtom);
      if (!session) return;
      const actions = change.action ? [...session.actions, change.action] : session.actions;
      const next: Sess = {
        setup: session.setup,
        actions,
        state: change.state,
        events: [...session.events, ...change.events],
        undoFloor: actions.length,
      };
      const steps = change.events.map((event, i) => ({
        event,
        state: i === change.events.length - 1 ? change.state : session.state,
      }));
      const p = get(playbackAtom);
      const drained = p.index >= p.steps.length;
      const queued: Playback<S, E> = drained
        ? { base: session.state, steps, index: 0 }
        : { ...p, steps: [...p.steps, ...steps] };
      if (get(speedAtom) === 'instant') queued.index = queued.steps.length;
      set(sessionAtom, next);
      set(playbackAtom, queued);
      config.onChanged?.(get, set);
      stage(get, set);
    },
  );

  const advancePlaybackAtom = atom(null, (get, set, count: number = 1) => {
    const p = get(playbackAtom);
    if (p.index >= p.steps.length) return;
    set(playbackAtom, { ...p, index: Math.min(p.steps.length, p.index + count) });
    stage(get, set);
  });

  const skipPlaybackAtom = atom(null, (get, set) => {
    const p = get(playbackAtom);
    set(playbackAtom, { ...p, index: p.steps.length });
  });

  const undoAtom = atom(null, (get, set) => {
    const remote = get(remoteAtom);
    if (remote) {
      if (remote.undo && get(remoteUndoableAtom)) remote.undo();
      else set(messageAtom, { kind: 'error', text: texts.nothingToUndo });
      return;
    }
    const session = get(sessionAtom);
    if (!session || !canUndo(session)) {
      set(messageAtom, { kind: 'error', text: texts.nothingToUndo });
      return;
    }
    const back = undo(engine, session);
    install(get, set, back);
    save(get, set, back, { kind: 'info', text: texts.undone });
  });

  /** Loads a record file's text; a corrupt or tampered file leaves the current game untouched. */
  const loadRecordTextAtom = atom(null, (get, set, text: string): boolean => {
    try {
      const session = persistence.fromText(text);
      install(get, set, session);
      save(get, set, session, { kind: 'info', text: texts.loaded });
      return true;
    } catch (e) {
      set(messageAtom, { kind: 'error', text: errorText(e) });
      return false;
    }
  });

  const continueAutosaveAtom = atom(null, (get, set, id: string | null = null): boolean => {
    try {
      install(get, set, persistence.load(get(storageAtom), id));
      set(messageAtom, texts.resumed ? { kind: 'info', text: texts.resumed } : null);
      return true;
    } catch (e) {
      set(messageAtom, { kind: 'error', text: texts.cannotContinue(errorText(e)) });
      return false;
    }
  });

  return {
    engine,
    storageAtom,
    messageAtom,
    sessionReadAtom,
    latestStateAtom,
    playbackDoneAtom,
    shownStateAtom,
    pendingEventAtom,
    decisionAtom,
    legalActionsAtom,
    shownEventsAtom,
    canUndoAtom,
    installSessionAtom,
    newGameAtom,
    dispatchAtom,
    remoteAtom,
    remoteUndoableAtom,
    receiveRemoteAtom,
    advancePlaybackAtom,
    skipPlaybackAtom,
    undoAtom,
    loadRecordTextAtom,
    continueAutosaveAtom,
  };
}

/** The atoms of one game's session, as `createSessionAtoms` builds them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type SessionAtoms = ReturnType<typeof createSessionAtoms<any, any, any, any, any, any>>;
