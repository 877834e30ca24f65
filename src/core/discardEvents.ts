import type { EventSink } from '../kernel/engine';
import type { GameEvent } from './gameEvent';

/** The playout sink: events are dropped, so their costlier payloads need not be built. */
export const DISCARD_EVENTS: EventSink<GameEvent> = { push: () => 0 };

/** Whether anyone reads the events (false only for the fast path's discarding sink). */
export function keepsEvents(events: EventSink<GameEvent>): boolean {
  return events !== DISCARD_EVENTS;
}
