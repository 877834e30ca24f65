import type { GameEvent, GameState } from '../../../core';
import type { CameraView } from '../../table/cameraViewAtom';
import { CARD_EVENTS, DESIGNED_MARK } from './cardEvents';
import { DICE_EVENTS, TRAY_DICE } from './diceEvents';
import type { Caption, EventEntry, EventOf } from './eventEntry';
import { IMPERIALIST_EVENTS } from './imperialistEvents';
import { RESOURCE_EVENTS } from './resourceEvents';
import { SHIP_EVENTS } from './shipEvents';
import { TREASURE_EVENTS } from './treasureEvents';
import { VOYAGE_EVENTS } from './voyageEvents';

export type EventCatalogue = { [T in GameEvent['type']]: EventEntry<EventOf<T>> };

/**
 * What the presentation shows for every Nemo's War event: hold times, dice wait, log line,
 * caption and camera shot. A new event type without an entry
 * does not compile.
 */
export const EVENT_CATALOGUE: EventCatalogue = {
  ...VOYAGE_EVENTS,
  ...CARD_EVENTS,
  ...DICE_EVENTS,
  ...SHIP_EVENTS,
  ...RESOURCE_EVENTS,
  ...TREASURE_EVENTS,
  ...IMPERIALIST_EVENTS,
};

/** The event's entry; the event's own type picks the entry, so it takes this event. */
function entryOf(event: GameEvent): EventEntry<GameEvent> {
  return EVENT_CATALOGUE[event.type] as unknown as EventEntry<GameEvent>;
}

/** Milliseconds the event holds the stage at 1× in play and learn; 0 = bookkeeping. */
export function holdMsOf(event: GameEvent): number {
  return entryOf(event).holdMs;
}

/** Milliseconds the event holds the stage at 1× in a show. */
export function showcaseHoldMsOf(event: GameEvent): number {
  return entryOf(event).showcaseHoldMs;
}

/** True when the event is thrown in the physics dice tray and waits until the dice rest. */
export function waitsForDice(event: GameEvent): event is EventOf<'DiceRolled'> {
  return entryOf(event).diceWait && 'dice' in event && event.dice.length <= TRAY_DICE;
}

/** The log line for an event, naming things as they are in `state`; null for bookkeeping. */
export function describeEvent(event: GameEvent, state: GameState): string | null {
  return entryOf(event).log(event, { state });
}

/** A lower-third caption for an event in plain words; null for bookkeeping events. */
export function captionOf(event: GameEvent, state: GameState): Caption | null {
  const caption = entryOf(event).caption?.(event, { state }) ?? null;
  // The log's ✎ (an effect of our design) means nothing to a viewer of the show.
  return caption && caption.text.includes(DESIGNED_MARK)
    ? {
        ...caption,
        text: caption.text
          .replaceAll(DESIGNED_MARK, '')
          .replace(/\s+([.,;:])/g, '$1')
          .trim(),
      }
    : caption;
}

/** The shot that frames an event; null keeps the current shot. */
export function shotOf(event: GameEvent, state: GameState | null): CameraView | null {
  return entryOf(event).shot?.(event, { state }) ?? null;
}
