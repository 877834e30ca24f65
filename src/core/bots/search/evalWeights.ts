/**
 * Weights of `evaluateState`, fitted by `npx tsx scripts/sim/fitEvaluation.ts` from greedy
 * self-play (docs/balance.md, "Search bot"): a logistic regression for reaching the Finale and a
 * least-squares fit of the final score of games that reached it. Order: FEATURE_NAMES.
 */
export const EVAL_WEIGHTS = {
  finale: [-0.3944, -0.1197, 0.03874, 0.07786, 0.02074, 0.1061, 0.08159, 0],
  score: [3.37, 0.3467, 3.107, 1.468, 0.2978, 1.026, 0.08714, 0.7462],
} as const;
