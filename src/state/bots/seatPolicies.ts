import { chooseGreedy } from '../../core/bots/greedyPolicy';
import { chooseImperialist } from '../../core/bots/imperialistPolicy';
import type { Action, Decision, GameState, Seat } from '../../core/types';
import type { RngState } from '../../kernel/prng';
import { botRng } from '../../kernel/seeds';

export type SeatPolicy = (state: GameState, decision: Decision, rng: RngState) => Action;

/**
 * The quick bots of each seat (autoplay, versus, shows at `bot=quick`, and forced moves); the
 * strong search bots think in the worker (botMoveAtoms.ts).
 */
export const SEAT_POLICIES: Record<Seat, SeatPolicy> = {
  nautilus: chooseGreedy,
  imperialist: chooseImperialist,
};

/** The stream each seat's bot draws its tie-breaks from: the same game seed, the same choices. */
export function seatBotRng(gameSeed: string, seat: Seat): RngState {
  return seat === 'nautilus' ? botRng('autoplay', gameSeed) : botRng('autoplay', gameSeed, seat);
}
