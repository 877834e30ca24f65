import { atom } from 'jotai';
import {
  nemoEngine,
  parseRecord,
  type GameRecord,
  sessionFromRecord,
  createGame,
  applyActionInPlace,
} from '../../core';
import { replaySession, startSession } from '../../kernel/session';
import { nemoSession } from '../nemo/gameAtoms';
import type { BoardEntry } from './voyageApi';

/** A record being shown: its actions are played one by one as the show's decisions come. */
export interface ReplayShow {
  record: GameRecord;
  /** The turn in which each action was taken (the scrubber's marks). */
  turnOfAction: number[];
  /** The board entry it came from, if any. */
  entry: BoardEntry | null;
}

const showAtom = atom<ReplayShow | null>(null);
export const replayShowAtom = atom((get) => get(showAtom));

/** The turn in which each of a record's actions was taken. */
export function turnsOfActions(record: GameRecord): number[] {
  const state = createGame(record.setup).state;
  return record.actions.map((action) => {
    const turn = state.turn;
    applyActionInPlace(state, action, []);
    return turn;
  });
}

/** How many of the record's actions the table has taken so far. */
export const replayCursorAtom = atom(
  (get) => get(nemoSession.sessionReadAtom)?.actions.length ?? 0,
);

/** Every recorded action has been taken. */
export const replayDoneAtom = atom((get) => {
  const show = get(showAtom);
  return show !== null && get(replayCursorAtom) >= show.record.actions.length;
});

/**
 * Opens a record as a show, from its first event. The whole record is checked first (every
 * action, the final hash): a bad one throws its one-line reason and the current show stays.
 */
export const openReplayAtom = atom(
  null,
  (_get, set, record: GameRecord, entry: BoardEntry | null = null) => {
    sessionFromRecord(record);
    set(showAtom, { record, turnOfAction: turnsOfActions(record), entry });
    set(nemoSession.installSessionAtom, startSession(nemoEngine, record.setup));
  },
);

/** Takes the next recorded action, as a bot would take its decision. */
export const playNextRecordedAtom = atom(null, (get, set) => {
  const show = get(showAtom);
  const next = show?.record.actions[get(replayCursorAtom)];
  if (next) set(nemoSession.dispatchAtom, next);
});

/** The first action taken in `turn` (or the end when the game never reached it). */
export function firstActionOfTurn(show: ReplayShow, turn: number): number {
  const at = show.turnOfAction.findIndex((t) => t >= turn);
  return at < 0 ? show.record.actions.length : at;
}

/** Jumps the show to the start of a turn (or to a given action count): the table shows it at once. */
export const seekReplayAtom = atom(null, (get, set, to: { turn: number } | { action: number }) => {
  const show = get(showAtom);
  if (!show) return;
  const count = 'turn' in to ? firstActionOfTurn(show, to.turn) : to.action;
  const actions = show.record.actions.slice(0, Math.max(0, count));
  set(nemoSession.installSessionAtom, replaySession(nemoEngine, show.record.setup, actions));
});

/** Opens a record's text (a Save file) as a show; a bad file throws its one-line reason. */
export const openReplayTextAtom = atom(
  null,
  (_get, set, text: string, entry: BoardEntry | null = null) => {
    set(openReplayAtom, parseRecord(text), entry);
  },
);
