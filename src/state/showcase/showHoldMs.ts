import type { GameEvent } from '../../core';
import { showcaseHoldMsOf } from '../nemo/events/eventCatalogue';
import { stagedHoldMs } from '../nemo/events/stagingOf';
import { SHOW_HOLD_SCALE } from './showcaseTiming';

/**
 * Milliseconds an event holds the show's stage at 1×: `scale` of its catalogue time (the
 * on-schedule share unless told), never shorter than its staging's animation.
 */
export function showHoldMs(event: GameEvent, scale = SHOW_HOLD_SCALE): number {
  return stagedHoldMs(event, Math.round(showcaseHoldMsOf(event) * scale));
}
