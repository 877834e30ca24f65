import { chooseGreedy } from '../../core/bots/greedyPolicy';
import { chooseImperialist } from '../../core/bots/imperialistPolicy';
import type { RngState } from '../../core/rng';
import type { Action, Decision, GameState, Seat } from '../../core/types';

export type SeatPolicy = (state: GameState, decision: Decision, rng: RngState) => Action;

/**
 * Who plays each seat in a show. A solo show only asks the Nautilus seat; a versus show
 * (`variant=versus`) is bot against bot — useShowcaseBot asks the seat each decision names.
 */
export const SHOWCASE_POLICIES: Record<Seat, SeatPolicy> = {
  nautilus: chooseGreedy,
  imperialist: chooseImperialist,
};

/** The seed each seat's bot draws its tie-breaks from (the solo seat matches useAutoplay). */
export function policySeed(gameSeed: string, seat: Seat): string {
  return seat === 'nautilus' ? `autoplay:${gameSeed}` : `autoplay:${gameSeed}:${seat}`;
}
