import type { SearchBudget } from '../../core/bots/search/searchDecision';

/**
 * Thinking budgets of the page's bots, in playouts (deterministic for a seed). Measured on
 * one busy core (`scripts/bench.ts` and the coach timing in tests/state/bots): a strong move
 * at 16 playouts answers in ≈ 250 ms at p95, the coach at 32 in ≈ 350 ms (≤ 1 s), the review
 * of a whole game at 4 in ≈ 6 s, all in the worker.
 */
export const MOVE_BUDGET: SearchBudget = { playouts: 16 };
export const COACH_BUDGET: SearchBudget = { playouts: 32 };
export const REVIEW_BUDGET: SearchBudget = { playouts: 4 };
