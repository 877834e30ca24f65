import type { FlipEvent, FlipState } from '../../../flip';
import type { FlipEventEntry, FlipEventOf } from './flipEventEntry';
import { FLIP_SEAT_EVENTS } from './flipSeatEvents';
import { FLIP_TABLE_EVENTS } from './flipTableEvents';

export type FlipEventCatalogue = { [T in FlipEvent['type']]: FlipEventEntry<FlipEventOf<T>> };

/**
 * What the presentation shows for every Flip Voyage event: hold time and log line. A new event type without an entry does not compile.
 */
export const FLIP_EVENT_CATALOGUE: FlipEventCatalogue = {
  ...FLIP_TABLE_EVENTS,
  ...FLIP_SEAT_EVENTS,
};

/** The event's entry; the event's own type picks the entry, so it takes this event. */
function flipEntryOf(event: FlipEvent): FlipEventEntry<FlipEvent> {
  return FLIP_EVENT_CATALOGUE[event.type] as unknown as FlipEventEntry<FlipEvent>;
}

/** Milliseconds the event holds the stage at 1×; 0 = bookkeeping. */
export function flipHoldMsOf(event: FlipEvent): number {
  return flipEntryOf(event).holdMs;
}

/** A log line for an event; `state.lineup` must be the lineup of the event's turn. */
export function describeFlipEvent(event: FlipEvent, state: FlipState): string | null {
  return flipEntryOf(event).log(event, { state });
}
