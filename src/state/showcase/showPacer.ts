import type { GameEvent } from '../../core';
import { showHoldMs } from './showHoldMs';
import {
  DICE_CAPTION_SEEN_BEHIND_MS,
  DICE_CAPTION_SEEN_MS,
  DICE_REST_BEHIND_MS,
  DICE_REST_MS,
  SHOW_CATCH_UP_MS,
  SHOW_HOLD_BEHIND_SCALE,
  SHOW_HOLD_SCALE,
  SHOW_ROLL_MS,
  SHOW_TURN_MS,
} from './showcaseTiming';

/** A show's timing at 1×, kept to a stream's schedule of SHOW_TURN_MS a turn. */
export interface ShowPacer {
  /** How long this event holds the stage. */
  holdMs: (event: GameEvent) => number;
  /** How long this tray roll's dice rest in view once they land. */
  restMs: (event: GameEvent) => number;
  /** How long a landed roll's caption must have been up before the show moves on. */
  captionSeenMs: () => number;
  /** Stage time spent beyond these (a roll kept in view for its caption): it counts as late. */
  late: (ms: number) => void;
}

/**
 * Paces one show: while it keeps to its schedule each event holds for the full show share and
 * the dice rest their full time; as it falls behind (a voyage of many fights and checks) the
 * holds shorten to the behind share, never below their staging, until it catches up. Each
 * event is counted once however often it is asked about; turn 1 again starts a new schedule.
 */
export function createShowPacer(): ShowPacer {
  let behindMs = 0;
  let lastTurn = 0;
  const holds = new WeakMap<GameEvent, number>();
  const rests = new WeakMap<GameEvent, number>();
  const lateness = () => Math.min(1, Math.max(0, behindMs / SHOW_CATCH_UP_MS));

  return {
    holdMs(event) {
      const known = holds.get(event);
      if (known !== undefined) return known;
      if (event.type === 'TurnStarted') {
        if (event.turn <= lastTurn) behindMs = 0;
        lastTurn = event.turn;
        behindMs -= SHOW_TURN_MS;
      }
      const scale = SHOW_HOLD_SCALE - (SHOW_HOLD_SCALE - SHOW_HOLD_BEHIND_SCALE) * lateness();
      const ms = showHoldMs(event, scale);
      holds.set(event, ms);
      behindMs += ms;
      return ms;
    },
    restMs(event) {
      const known = rests.get(event);
      if (known !== undefined) return known;
      const ms = Math.round(DICE_REST_MS - (DICE_REST_MS - DICE_REST_BEHIND_MS) * lateness());
      rests.set(event, ms);
      behindMs += SHOW_ROLL_MS;
      return ms;
    },
    captionSeenMs() {
      return Math.round(
        DICE_CAPTION_SEEN_MS - (DICE_CAPTION_SEEN_MS - DICE_CAPTION_SEEN_BEHIND_MS) * lateness(),
      );
    },
    late(ms) {
      behindMs += Math.max(0, ms);
    },
  };
}
