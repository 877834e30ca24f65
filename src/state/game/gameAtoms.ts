import { atom, type Getter, type Setter } from 'jotai';
import { currentDecision } from '../../core/engine';
import {
  actWithSnapshots,
  canUndo,
  startSession,
  undo,
  type GameSession,
  type PlaybackStep,
} from '../../core/session';
import type { Action, Decision, GameEvent, GameSetup, GameState } from '../../core/types';
import { boardViewAtom } from '../boardViewAtom';
import { toBoardView } from './toBoardView';
import { speedAtom } from '../settings';
import {
  autosave,
  browserStorage,
  loadAutosave,
  sessionFromText,
  type KeyValueStore,
} from './persistence';

interface Playback {
  /** The state before the first step still to show. */
  base: GameState | null;
  steps: PlaybackStep[];
  /** How many steps are already shown. */
  index: number;
}

/** The truth: the whole game so far. Only the write atoms below change it. */
const sessionAtom = atom<GameSession | null>(null);
const playbackAtom = atom<Playback>({ base: null, steps: [], index: 0 });

export const storageAtom = atom<KeyValueStore | null>(browserStorage());
/** The last problem to tell the player about (an illegal action, a bad save…). */
export const messageAtom = atom<{ kind: 'error' | 'info'; text: string } | null>(null);

export const sessionReadAtom = atom((get) => get(sessionAtom));
export const latestStateAtom = atom((get) => get(sessionAtom)?.state ?? null);

export const playbackDoneAtom = atom((get) => {
  const p = get(playbackAtom);
  return p.index >= p.steps.length;
});

/** The finished game, once its last events have played (score sheet and end card). */
export const finishedStateAtom = atom((get) => {
  const state = get(latestStateAtom);
  return state?.result && get(playbackDoneAtom) ? { state, result: state.result } : null;
});

/** The state the table shows now: it trails the truth while events are being animated. */
export const shownStateAtom = atom<GameState | null>((get) => {
  const p = get(playbackAtom);
  if (p.index >= p.steps.length) return get(sessionAtom)?.state ?? null;
  return p.index === 0 ? p.base : (p.steps[p.index - 1]?.state ?? null);
});

/** The next event to animate, if any. */
export const pendingEventAtom = atom<GameEvent | null>((get) => {
  const p = get(playbackAtom);
  return p.steps[p.index]?.event ?? null;
});

/** The decision the player faces; null while events are still being shown. */
export const decisionAtom = atom<Decision | null>((get) => {
  const session = get(sessionAtom);
  if (!session || !get(playbackDoneAtom)) return null;
  return currentDecision(session.state);
});

/** Events already shown to the player, oldest first. */
export const shownEventsAtom = atom<GameEvent[]>((get) => {
  const session = get(sessionAtom);
  if (!session) return [];
  const p = get(playbackAtom);
  return session.events.slice(0, session.events.length - (p.steps.length - p.index));
});

export const canUndoAtom = atom((get) => {
  const session = get(sessionAtom);
  return Boolean(session && canUndo(session) && get(playbackDoneAtom));
});

function syncBoard(get: Getter, set: Setter): void {
  const shown = get(shownStateAtom);
  if (shown) set(boardViewAtom, toBoardView(shown, get(decisionAtom)));
}

function install(get: Getter, set: Setter, session: GameSession): void {
  set(sessionAtom, session);
  set(playbackAtom, { base: session.state, steps: [], index: 0 });
  syncBoard(get, set);
}

/** Installs a prepared session (a lesson position, a showcase game) as the game in progress. */
export const installSessionAtom = atom(null, (get, set, session: GameSession) => {
  install(get, set, session);
  set(messageAtom, null);
});

export const newGameAtom = atom(null, (get, set, setup: GameSetup) => {
  const session = startSession(setup);
  install(get, set, session);
  set(messageAtom, null);
  const problem = autosave(get(storageAtom), session);
  if (problem) set(messageAtom, { kind: 'error', text: problem });
});

/** Applies a player's action; an illegal one is reported and changes nothing. */
export const dispatchAtom = atom(null, (get, set, action: Action): boolean => {
  const session = get(sessionAtom);
  if (!session) {
    set(messageAtom, { kind: 'error', text: 'No game is in progress.' });
    return false;
  }
  let result: ReturnType<typeof actWithSnapshots>;
  try {
    result = actWithSnapshots(session, action);
  } catch (e) {
    set(messageAtom, { kind: 'error', text: (e as Error).message });
    return false;
  }
  const p = get(playbackAtom);
  const drained = p.index >= p.steps.length;
  const next: Playback = drained
    ? { base: session.state, steps: result.steps, index: 0 }
    : { ...p, steps: [...p.steps, ...result.steps] };
  // At instant speed nothing is animated: show the result at once, without a render in between.
  if (get(speedAtom) === 'instant') next.index = next.steps.length;
  set(sessionAtom, result.session);
  set(playbackAtom, next);
  set(messageAtom, null);
  const problem = autosave(get(storageAtom), result.session);
  if (problem) set(messageAtom, { kind: 'error', text: problem });
  syncBoard(get, set);
  return true;
});

export const advancePlaybackAtom = atom(null, (get, set, count: number = 1) => {
  const p = get(playbackAtom);
  if (p.index >= p.steps.length) return;
  set(playbackAtom, { ...p, index: Math.min(p.steps.length, p.index + count) });
  syncBoard(get, set);
});

export const skipPlaybackAtom = atom(null, (get, set) => {
  const p = get(playbackAtom);
  set(playbackAtom, { ...p, index: p.steps.length });
  syncBoard(get, set);
});

export const undoAtom = atom(null, (get, set) => {
  const session = get(sessionAtom);
  if (!session || !canUndo(session)) {
    set(messageAtom, { kind: 'error', text: 'Nothing to undo since the last roll or reveal.' });
    return;
  }
  const back = undo(session);
  install(get, set, back);
  autosave(get(storageAtom), back);
  set(messageAtom, { kind: 'info', text: 'Undone.' });
});

/** Loads a record file's text; a corrupt or tampered file leaves the current game untouched. */
export const loadRecordTextAtom = atom(null, (get, set, text: string): boolean => {
  try {
    const session = sessionFromText(text);
    install(get, set, session);
    autosave(get(storageAtom), session);
    set(messageAtom, { kind: 'info', text: 'Game loaded.' });
    return true;
  } catch (e) {
    set(messageAtom, { kind: 'error', text: (e as Error).message });
    return false;
  }
});

export const continueAutosaveAtom = atom(null, (get, set): boolean => {
  try {
    install(get, set, loadAutosave(get(storageAtom)));
    return true;
  } catch (e) {
    set(messageAtom, { kind: 'error', text: `Cannot continue: ${(e as Error).message}` });
    return false;
  }
});
