import { atom } from 'jotai';
import type { Decision } from '../../core';
import { decisionAtom, dispatchAtom } from './gameAtoms';

/**
 * The Imperialist's decision when "End the Imperialist Phase" is all it offers (its IAP spent,
 * or none left that buys anything): a button with nothing to weigh (issue 43 §4). The rules still
 * ask for the action, so records keep it; the page answers it for a human seat.
 */
export const loneEndAtom = atom<Decision | null>((get) => {
  const decision = get(decisionAtom);
  if (decision?.seat !== 'imperialist' || decision.options.length !== 1) return null;
  return decision.options[0]?.type === 'endImperialistPhase' ? decision : null;
});

/** Ends the Imperialist Phase that has nothing left to do; its log line says why it ended. */
export const endLonePhaseAtom = atom(null, (get, set) => {
  const end = get(loneEndAtom)?.options[0];
  return end ? set(dispatchAtom, end) : false;
});
