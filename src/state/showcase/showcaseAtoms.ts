import { atom } from 'jotai';
import { scoreGame } from '../../core';
import {
  advancePlaybackAtom,
  pendingEventAtom,
  sessionReadAtom,
  shownEventsAtom,
  shownStateAtom,
} from '../nemo/gameAtoms';
import { captionOf, showcaseHoldMsOf } from '../nemo/events/eventCatalogue';
import type { Caption } from '../nemo/events/eventEntry';

/** Presenter controls: the show holds its current event while paused. */
export const showcasePausedAtom = atom(false);
/** H hides every overlay (a clean feed for a broadcast). */
export const showcaseUiHiddenAtom = atom(false);
/** The camera director frames each event unless the presenter takes the camera. */
export const freeCameraAtom = atom(false);
/** Bumped by a step request when no event is pending: the bot then takes one decision. */
export const botStepTokenAtom = atom(0);

/** → while paused: show the next event, or let the bot take its next decision. */
export const stepShowcaseAtom = atom(null, (get, set) => {
  set(showcasePausedAtom, true);
  if (get(pendingEventAtom)) set(advancePlaybackAtom, 1);
  else set(botStepTokenAtom, get(botStepTokenAtom) + 1);
});

export interface ShownCaption extends Caption {
  /** Index of the event in the game's event log: a new caption gets a new id. */
  id: number;
}

/**
 * The caption of the moment on the table: the latest shown event that says something, unless
 * the table has since moved on to an event it stages without words (then no caption lingers).
 */
export const captionAtom = atom<ShownCaption | null>((get) => {
  const events = get(shownEventsAtom);
  const state = get(shownStateAtom);
  if (!state) return null;
  for (let i = events.length - 1; i >= Math.max(0, events.length - 40); i--) {
    const event = events[i];
    if (!event) continue;
    const caption = captionOf(event, state);
    if (caption) return { ...caption, id: i };
    if (showcaseHoldMsOf(event) > 0) return null;
  }
  return null;
});

/**
 * The caption on the show's lower third now: the caption track's choice (`useCaptionTrack`),
 * which holds each caption long enough to read and queues the ones that come meanwhile.
 */
export const lowerThirdAtom = atom<ShownCaption | null>(null);

export interface ShowcaseStatus {
  act: number;
  turn: number;
  notoriety: number;
  nemo: number;
  crew: number;
  hull: number;
  ap: number;
  /** Victory Points if the game were scored now (a running estimate); null after a defeat. */
  score: number | null;
  ended: boolean;
  motive: string;
  seed: string;
}

/** The compact status bar's numbers, from the shown state. */
export const showcaseStatusAtom = atom<ShowcaseStatus | null>((get) => {
  const state = get(shownStateAtom);
  const session = get(sessionReadAtom);
  if (!state || !session) return null;
  let score: number | null = 0;
  if (state.result) score = state.result.score?.total ?? null;
  else {
    try {
      score = scoreGame(state).total;
    } catch {
      score = 0;
    }
  }
  return {
    act: state.act,
    turn: state.turn,
    notoriety: state.notoriety,
    nemo: state.resources.nemo,
    crew: state.resources.crew,
    hull: state.resources.hull,
    ap: state.ap,
    score,
    ended: state.result !== null,
    motive: state.motive,
    seed: session.setup.seed,
  };
});
