import type { FlipEvent, FlipState } from '../../../flip';

/** The Flip Voyage event of one type, narrowed from the union. */
export type FlipEventOf<T extends FlipEvent['type']> = Extract<FlipEvent, { type: T }>;

export interface FlipEventContext {
  /** The state the event is shown against; its lineup is the one of the event's own turn. */
  state: FlipState;
}

/** Everything the presentation needs about one type of Flip Voyage event. */
export interface FlipEventEntry<E extends FlipEvent> {
  /** Milliseconds the event holds the stage at 1×; 0 = bookkeeping, shown with the next one. */
  holdMs: number;
  /** The log line; null for bookkeeping. */
  log: (event: E, ctx: FlipEventContext) => string | null;
}

/** The entries of some event types: a family file holds one of these. */
export type FlipEntriesFor<K extends FlipEvent['type']> = {
  [T in K]: FlipEventEntry<FlipEventOf<T>>;
};
