import { atom } from 'jotai';
import type { GameEvent } from '../../core';
import { pendingEventAtom } from './gameAtoms';

/**
 * The event on stage whose pose the table has reached: the drawn card held up to be read, the
 * dice at rest. The scene (and the dice wait) write it; text that names the event waits for it.
 */
export const tableReachedAtom = atom<GameEvent | null>(null);

/** Events whose text waits until the table shows them (issue 27 point 2). */
export function waitsForPose(event: GameEvent): boolean {
  return event.type === 'CardRevealed' || event.type === 'DiceRolled';
}

/** True when the table already shows what the event on stage says (or it needs no pose). */
export const tableShowsPendingAtom = atom((get) => {
  const pending = get(pendingEventAtom);
  return !pending || !waitsForPose(pending) || get(tableReachedAtom) === pending;
});

/**
 * The table has staged every event so far: nothing waits on stage. Text that announces where the
 * game now stands (whose turn, a lesson's verdict or next step) waits for this (issue 27 point 2).
 */
export const tableSettledAtom = atom((get) => get(pendingEventAtom) === null);
