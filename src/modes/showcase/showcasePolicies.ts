import { chooseGreedy } from '../../core/bots/greedyPolicy';
import type { RngState } from '../../core/rng';
import type { Action, Decision, GameState, Seat } from '../../core/types';

export type SeatPolicy = (state: GameState, decision: Decision, rng: RngState) => Action;

/**
 * Who plays each seat in a show. Solo shows only ever ask the Nautilus seat. Versus hook:
 * when the Imperialist variant lands (setup.variant 'versus'), put its Imperialist bot here
 * and a bot-vs-bot show needs nothing else — useShowcaseBot asks the seat the decision names.
 */
export const SHOWCASE_POLICIES: Record<Seat, SeatPolicy> = {
  nautilus: chooseGreedy,
  imperialist: chooseGreedy,
};

/** The seed each seat's bot draws its tie-breaks from (the solo seat matches useAutoplay). */
export function policySeed(gameSeed: string, seat: Seat): string {
  return seat === 'nautilus' ? `autoplay:${gameSeed}` : `autoplay:${gameSeed}:${seat}`;
}
