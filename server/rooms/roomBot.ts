import { currentDecision, type Action, type GameSession, type Seat } from '../../src/core/index';
import { policyFor } from '../../src/core/bots/policyFor';
import { roomBotRng } from '../../src/kernel/seeds';

/** How soon a bot tries again when the store could not keep its action. */
export const STORE_RETRY_MS = 2000;

/** Whether the seat deciding now is one the bot plays. */
export function botSeatDecides(session: GameSession, bots: readonly Seat[]): boolean {
  const decision = currentDecision(session.state);
  return decision !== null && bots.includes(decision.seat);
}

/**
 * The bot's move for the seat deciding now, or null when no bot seat decides. Seeded from the
 * game seed and the action count, so a resumed room plays the same move.
 */
export function botMove(
  session: GameSession,
  bots: readonly Seat[],
): { seat: Seat; action: Action } | null {
  const state = session.state;
  const decision = currentDecision(state);
  if (!decision || !bots.includes(decision.seat)) return null;
  const rng = roomBotRng(state.setup.seed, session.actions.length);
  return { seat: decision.seat, action: policyFor(decision.seat, 'greedy')(state, decision, rng) };
}
