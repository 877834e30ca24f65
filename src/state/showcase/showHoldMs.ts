import type { GameEvent } from '../../core/types';
import { showcaseHoldMsOf } from '../events/eventCatalogue';
import { stagedHoldMs } from '../events/stagingOf';
import { SHOW_HOLD_SCALE } from './showcaseTiming';

/**
 * Milliseconds an event holds the show's stage at 1×: its catalogue time at the show's pace,
 * never shorter than its staging's animation.
 */
export function showHoldMs(event: GameEvent): number {
  return stagedHoldMs(event, Math.round(showcaseHoldMsOf(event) * SHOW_HOLD_SCALE));
}
