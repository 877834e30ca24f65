import { atom } from 'jotai';
import type { Seat } from '../../core';
import { decisionAtom } from './gameAtoms';

export type SeatController = 'human' | 'bot';

/** Who plays each seat. Solo: the Nautilus is human. Versus: hot-seat or against a bot. */
export const seatsAtom = atom<Record<Seat, SeatController>>({
  nautilus: 'human',
  imperialist: 'bot',
});

/** The human seat that last confirmed the hand-off screen (hot-seat play). */
export const confirmedSeatAtom = atom<Seat | null>(null);

/** The seat that must decide now, if any. */
export const activeSeatAtom = atom<Seat | null>((get) => get(decisionAtom)?.seat ?? null);

/**
 * True when two humans share the screen and the next decision belongs to the other one. A
 * decision with a single option hides no choice, so it needs no hand-over.
 */
export const handoffNeededAtom = atom((get) => {
  const seats = get(seatsAtom);
  const active = get(activeSeatAtom);
  if (!active || seats.nautilus !== 'human' || seats.imperialist !== 'human') return false;
  if ((get(decisionAtom)?.options.length ?? 0) <= 1) return false;
  return get(confirmedSeatAtom) !== active;
});

export const confirmHandoffAtom = atom(null, (get, set) => {
  set(confirmedSeatAtom, get(activeSeatAtom));
});
