import { atom, type Getter } from 'jotai';
import { currentDecision } from '../../flip';
import type { FlipAction, FlipDecision, FlipEvent, FlipSetup, FlipState } from '../../flip';
import { browserStorage, type KeyValueStore } from '../game/persistence';
import {
  actFlip,
  canUndoFlip,
  startFlipSession,
  undoFlipSession,
  type FlipSession,
  type FlipStep,
} from './flipSession';
import { autosaveFlip, loadFlipAutosave } from './flipPersistence';
import type { FlipTarget } from './flipTarget';

interface FlipPlayback {
  base: FlipState | null;
  steps: FlipStep[];
  index: number;
}

/** The truth: the whole voyage so far. Only the write atoms below change it. */
const flipSessionAtom = atom<FlipSession | null>(null);
const flipPlaybackAtom = atom<FlipPlayback>({ base: null, steps: [], index: 0 });
/** The seat whose board is pinned on the table; null follows the deciding seat. */
const pinnedSeatAtom = atom<number | null>(null);

export const flipStorageAtom = atom<KeyValueStore | null>(browserStorage());
export const flipMessageAtom = atom<{ kind: 'error' | 'info'; text: string } | null>(null);
/** A table target the player clicked: the decision panel narrows to its choices. */
export const flipSelectedTargetAtom = atom<FlipTarget | null>(null);
/** What the pointer is over on the table, with the explanation to show. */
export const flipHoverAtom = atom<{ target: FlipTarget; text: string } | null>(null);

export const flipSessionReadAtom = atom((get) => get(flipSessionAtom));
export const flipLatestStateAtom = atom((get) => get(flipSessionAtom)?.state ?? null);

export const flipPlaybackDoneAtom = atom((get) => {
  const p = get(flipPlaybackAtom);
  return p.index >= p.steps.length;
});

/** The state the table shows: it trails the truth while events are being played. */
export const flipShownStateAtom = atom<FlipState | null>((get) => {
  const p = get(flipPlaybackAtom);
  if (p.index >= p.steps.length) return get(flipSessionAtom)?.state ?? null;
  return p.index === 0 ? p.base : (p.steps[p.index - 1]?.state ?? null);
});

export const flipPendingEventAtom = atom<FlipEvent | null>((get) => {
  const p = get(flipPlaybackAtom);
  return p.steps[p.index]?.event ?? null;
});

/** Events already shown, oldest first. */
export const flipShownEventsAtom = atom<FlipEvent[]>((get) => {
  const session = get(flipSessionAtom);
  if (!session) return [];
  const p = get(flipPlaybackAtom);
  return session.events.slice(0, session.events.length - (p.steps.length - p.index));
});

/** The decision now; null while events are still playing. */
export const flipDecisionAtom = atom<FlipDecision | null>((get) => {
  const session = get(flipSessionAtom);
  if (!session || !get(flipPlaybackDoneAtom)) return null;
  return currentDecision(session.state);
});

/** The seat whose board the table shows. */
export const flipViewedSeatAtom = atom(
  (get) => {
    const pinned = get(pinnedSeatAtom);
    if (pinned !== null) return pinned;
    const shown = get(flipShownStateAtom);
    if (!shown) return 0;
    return shown.phase === 'over' ? 0 : shown.active;
  },
  (_get, set, seat: number | null) => set(pinnedSeatAtom, seat),
);
export const flipSeatPinnedAtom = atom((get) => get(pinnedSeatAtom) !== null);

export const flipCanUndoAtom = atom((get) => {
  const session = get(flipSessionAtom);
  return Boolean(session && get(flipPlaybackDoneAtom) && canUndoFlip(session));
});

function report(get: Getter, session: FlipSession): { kind: 'error'; text: string } | null {
  const problem = autosaveFlip(get(flipStorageAtom), session);
  return problem ? { kind: 'error', text: problem } : null;
}

export const newFlipGameAtom = atom(null, (get, set, setup: FlipSetup): boolean => {
  let session: FlipSession;
  try {
    session = startFlipSession(setup);
  } catch (e) {
    set(flipMessageAtom, { kind: 'error', text: (e as Error).message });
    return false;
  }
  set(flipSessionAtom, session);
  set(flipPlaybackAtom, { base: session.state, steps: [], index: 0 });
  set(pinnedSeatAtom, null);
  set(flipSelectedTargetAtom, null);
  set(flipMessageAtom, report(get, session));
  return true;
});

/** Applies an action; an illegal one is reported (naming the rule) and changes nothing. */
export const flipDispatchAtom = atom(null, (get, set, action: FlipAction): boolean => {
  const session = get(flipSessionAtom);
  if (!session) {
    set(flipMessageAtom, { kind: 'error', text: 'No voyage is in progress.' });
    return false;
  }
  let result: ReturnType<typeof actFlip>;
  try {
    result = actFlip(session, action);
  } catch (e) {
    set(flipMessageAtom, { kind: 'error', text: (e as Error).message });
    return false;
  }
  const p = get(flipPlaybackAtom);
  const drained = p.index >= p.steps.length;
  set(flipSessionAtom, result.session);
  set(
    flipPlaybackAtom,
    drained
      ? { base: session.state, steps: result.steps, index: 0 }
      : { ...p, steps: [...p.steps, ...result.steps] },
  );
  set(pinnedSeatAtom, null);
  set(flipSelectedTargetAtom, null);
  set(flipMessageAtom, report(get, result.session));
  return true;
});

export const advanceFlipPlaybackAtom = atom(null, (get, set, count: number = 1) => {
  const p = get(flipPlaybackAtom);
  if (p.index >= p.steps.length) return;
  set(flipPlaybackAtom, { ...p, index: Math.min(p.steps.length, p.index + count) });
});

export const skipFlipPlaybackAtom = atom(null, (get, set) => {
  const p = get(flipPlaybackAtom);
  set(flipPlaybackAtom, { ...p, index: p.steps.length });
});

export const undoFlipAtom = atom(null, (get, set) => {
  const session = get(flipSessionAtom);
  if (!session) return;
  try {
    const back = undoFlipSession(session);
    set(flipSessionAtom, back);
    set(flipPlaybackAtom, { base: back.state, steps: [], index: 0 });
    set(flipSelectedTargetAtom, null);
    set(flipMessageAtom, report(get, back) ?? { kind: 'info', text: 'Undone.' });
  } catch (e) {
    set(flipMessageAtom, { kind: 'error', text: (e as Error).message });
  }
});

export const continueFlipAutosaveAtom = atom(null, (get, set): boolean => {
  try {
    const session = loadFlipAutosave(get(flipStorageAtom));
    set(flipSessionAtom, session);
    set(flipPlaybackAtom, { base: session.state, steps: [], index: 0 });
    set(pinnedSeatAtom, null);
    set(flipMessageAtom, { kind: 'info', text: 'Voyage resumed.' });
    return true;
  } catch (e) {
    set(flipMessageAtom, { kind: 'error', text: `Cannot continue: ${(e as Error).message}` });
    return false;
  }
});
