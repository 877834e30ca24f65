import { i18n } from '../../../i18n/i18n';
import type { GameEvent, GameState } from '../../../core';
import type { eventsEn } from '../../../i18n/messages/events.en';
import type { CameraView } from '../../table/cameraViewAtom';

/** The event of one type, narrowed from the union. */
export type EventOf<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** What a log line or caption reads besides the event: the state it is shown in. */
export interface EventContext {
  /** The state the event is shown against: ships and places are named from it. */
  state: GameState;
}

/** What a camera shot reads besides the event; the state may not be known yet. */
export interface ShotContext {
  state: GameState | null;
}

export interface Caption {
  /** A short label above the line: the phase or kind of moment. */
  kicker: string;
  text: string;
}

/** Everything the presentation needs about one type of event. */
export interface EventEntry<E extends GameEvent> {
  /** Milliseconds the event holds the stage at 1× in play and learn; 0 = bookkeeping. */
  holdMs: number;
  /** Milliseconds at 1× in a show: slower, so that a viewer can read each caption. */
  showcaseHoldMs: number;
  /** The event waits for the physics dice tray instead of holding the stage. */
  diceWait: boolean;
  /** The log line, in the plain style of a rulebook example; null for bookkeeping. */
  log: (event: E, ctx: EventContext) => string | null;
  /** The show's lower-third caption; null (or a null result) shows none. */
  caption: ((event: E, ctx: EventContext) => Caption | null) | null;
  /** The camera shot that frames the event; null (or a null result) keeps the current shot. */
  shot: ((event: E, ctx: ShotContext) => CameraView | null) | null;
}

/** A caption label's key in the `events.kicker` texts. */
export type KickerKey = Exclude<keyof typeof eventsEn.kicker, 'act'>;

/** A caption label in the current language. */
export const kickerText = (key: KickerKey): string => i18n.t(`events.kicker.${key}`);

/** The entries of some event types: a family file holds one of these. */
export type EntriesFor<K extends GameEvent['type']> = { [T in K]: EventEntry<EventOf<T>> };

interface EntrySpec<E extends GameEvent> extends Omit<EventEntry<E>, 'caption' | 'diceWait'> {
  diceWait?: boolean;
  /** The caption's label above the log line (its key); null for events that are never captioned. */
  kicker: KickerKey | null;
  /** A caption other than the log line under the kicker. */
  caption?: EventEntry<E>['caption'];
}

/**
 * An entry whose caption, unless given, is its log line (without a warning sign) under `kicker`.
 * Its event type comes from the key the entry is placed under, never from the spec.
 */
export function entry<E extends GameEvent>(spec: NoInfer<EntrySpec<E>>): EventEntry<E> {
  const { kicker, caption, diceWait = false, ...rest } = spec;
  const fromLog =
    kicker === null
      ? null
      : (event: E, ctx: EventContext): Caption | null => {
          const text = spec.log(event, ctx);
          return text ? { kicker: kickerText(kicker), text: text.replace(/^⚠\s*/, '') } : null;
        };
  return { ...rest, diceWait, caption: caption === undefined ? fromLog : caption };
}

/** The log of an event that is bookkeeping only. */
export const silent = (): null => null;
