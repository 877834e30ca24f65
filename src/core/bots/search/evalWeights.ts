/** The leaf evaluation's weights, in FEATURE_NAMES order. */
export interface EvalWeights {
  finale: readonly number[];
  score: readonly number[];
}

/**
 * Weights of `evaluateState` (docs/balance.md, "Weights measured, not only fitted"). Nemo, Crew,
 * Hull above their danger zone, living Characters and Notoriety are held at what paired playouts
 * measured they cause (`scripts/sim/resourceWorth.ts`, its last line); the rest is fitted around
 * them from 480 greedy games: a logistic regression for reaching the Finale and least squares for
 * the final score of the games that reached it (the old `minResource` and `resourceSum` features
 * went: they stood for what the measured features now say). Order: FEATURE_NAMES. Made by:
 *
 *   npx tsx scripts/sim/resourceWorth.ts --games 64 --worlds 4
 *   npx tsx scripts/sim/fitEvaluation.ts 480 fit --dump greedy.jsonl
 *   npx tsx scripts/sim/fitEvaluation.ts 0 fit --load greedy.jsonl --fixed <its last line>
 */
export const EVAL_WEIGHTS: EvalWeights = {
  finale: [
    1.608, -0.1115, 0.001245, 0.0438, 0.09783, 0, 2.416, -2.033, -0.1378, 0.0251, 0.0709, -0.0025,
    0.0161, -0.0444, 0,
  ],
  score: [
    47.42, 0.4547, 0.1524, 0.6486, 0.7679, 0.8384, 0, 0, -0.6029, -2.811, 1.053, -0.084, 1.413,
    -0.664, 0,
  ],
};
