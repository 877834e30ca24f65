import { DEFAULT_PLAYOUTS, type SearchBudget } from '../../core/bots';

/**
 * Thinking budgets of the page's bots, in playouts (deterministic for a seed), all run in the
 * worker, off the table's thread. `npm run bench -- search` on a quiet machine: a strong move at 64
 * playouts p95 181 ms (it was 16 until four times as many were measured to reach the Finale far
 * more often: docs/balance.md, "Four times the playouts"), the coach's answer p95 211 ms (under the
 * 1 s it may take); the review of a short game at 4 ≈ 3–8 s on a busy machine. The coach and the
 * review add a second pass (`recheck` playouts for each of their `finalists`, issue 25 §4;
 * docs/balance.md "The coach and the review, measured").
 */
export const MOVE_BUDGET: SearchBudget = { playouts: DEFAULT_PLAYOUTS };
export const COACH_BUDGET: SearchBudget = { playouts: 32, recheck: 16, finalists: 3 };
export const REVIEW_BUDGET: SearchBudget = { playouts: 4, recheck: 16, finalists: 10 };
