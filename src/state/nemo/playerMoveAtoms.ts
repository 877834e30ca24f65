import { atom } from 'jotai';
import type { Action } from '../../core';
import { dispatchAtom } from './gameAtoms';

/** The moves the player has made on this page (not a bot's): a count that only goes up. */
export const playerMovesAtom = atom(0);

/**
 * A move the player makes here (an option, a payment, the table, the command box): applied like
 * any other, and counted, so that the log can follow its newest line again (issue 43 §3).
 */
export const playerDispatchAtom = atom(null, (get, set, action: Action): boolean => {
  const done = set(dispatchAtom, action);
  if (done) set(playerMovesAtom, get(playerMovesAtom) + 1);
  return done;
});
