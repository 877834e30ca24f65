/** The leaf evaluation's weights, in FEATURE_NAMES order. */
export interface EvalWeights {
  finale: readonly number[];
  score: readonly number[];
}

/**
 * Weights of `evaluateState`, fitted by `npx tsx scripts/sim/fitEvaluation.ts` from greedy
 * self-play (docs/balance.md, "Search bot"): a logistic regression for reaching the Finale and a
 * least-squares fit of the final score of games that reached it. Order: FEATURE_NAMES.
 */
export const EVAL_WEIGHTS: EvalWeights = {
  finale: [
    -0.7297, -0.1177, -0.03149, 0.1228, 0.01503, 0.04731, 0.05896, 0, 0.4273, -1.032, 0, 0, 0, 0, 0,
    0,
  ],
  score: [-15.81, 0.07942, 3.012, 1.907, 0.7091, 1.109, 0.2768, 0.8, 0, 0, 0, 0, 0, 0, 0, 0],
};
