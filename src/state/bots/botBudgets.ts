import { DEFAULT_PLAYOUTS, type SearchBudget } from '../../core/bots/search/searchDecision';

/**
 * Thinking budgets of the page's bots, in playouts (deterministic for a seed). `npm run bench --
 * search`: a strong move at 64 playouts ≈ 230 ms CPU at p95 (it was 16 playouts until four times
 * as many were measured to reach the Finale far more often: docs/balance.md, "Four times the
 * playouts"); on a shared, busy 2-core machine the coach at 32 ≈ 350–650 ms at p95 (`bot.coach.adviceMsP95`, under the 1 s it may take), the
 * review of a short game at 4 ≈ 3–8 s; all of it in the worker, off the table's thread.
 * The coach and the review add a second pass (`recheck` playouts for each of their `finalists`,
 * issue 25 §4; docs/balance.md "The coach and the review, measured").
 */
export const MOVE_BUDGET: SearchBudget = { playouts: DEFAULT_PLAYOUTS };
export const COACH_BUDGET: SearchBudget = { playouts: 32, recheck: 16, finalists: 3 };
export const REVIEW_BUDGET: SearchBudget = { playouts: 4, recheck: 16, finalists: 10 };
