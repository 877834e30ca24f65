import { applyFlipActionInPlace } from './applyAction';
import { createFlipGame } from './createFlipGame';
import { flipRevealsEvent } from './flipEngine';
import { parseFlipRecord } from './replayFlip';
import type { FlipEvent, FlipRecord } from './types';

/**
 * How many trailing actions may be taken back: those after the last action that revealed cards
 * (a new lineup, a joker, Farragut's draw). Undo never goes back past a reveal.
 */
export function undoableFlipActions(record: FlipRecord): number {
  const rec = parseFlipRecord(record);
  const state = createFlipGame(rec.setup);
  const events: FlipEvent[] = [];
  let lastReveal = -1;
  rec.actions.forEach((action, i) => {
    applyFlipActionInPlace(state, action, events);
    if (events.some(flipRevealsEvent)) lastReveal = i;
    events.length = 0;
  });
  return rec.actions.length - 1 - lastReveal;
}

/** The record without its last action; throws when that action revealed cards. */
export function undoFlip(record: FlipRecord): FlipRecord {
  if (undoableFlipActions(record) < 1) {
    throw new Error('Undo: the last action revealed cards and cannot be taken back');
  }
  return { ...record, actions: record.actions.slice(0, -1) };
}
