/**
 * Dice tray benchmark: pre-simulation time of 2d6 and 4d6 throws (retries included),
 * simulated settle time, and wrong faces over the measured rolls.
 * Run alone: npx tsx -e "import('./scripts/bench/dice.ts').then(async m=>console.log(await m.default()))"
 */
import { createRng, shownValues, simulateThrow, type DieRequest } from '../../src/dice';

export interface BenchMetric {
  metric: string;
  value: number;
  unit: string;
}

const ROLLS = Number(process.env.DICE_BENCH_ROLLS ?? 2000);
const WARMUP = 100;

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

const round = (x: number, digits = 3): number => Number(x.toFixed(digits));

export default async function diceBench(): Promise<BenchMetric[]> {
  const metrics: BenchMetric[] = [];
  const settleSeconds: number[] = [];
  let wrongFaces = 0;
  let rolls = 0;
  let attempts = 0;
  for (const count of [2, 4]) {
    const rng = createRng(0xbe4c0000 + count);
    const makeDice = (): DieRequest[] =>
      Array.from({ length: count }, (_, i) => ({
        color: i % 2 === 0 ? 'white' : 'black',
        value: 1 + (rng.nextUint32() % 6),
      }));
    for (let i = 0; i < WARMUP; i++) simulateThrow({ seed: rng.nextUint32(), dice: makeDice() });
    const times: number[] = [];
    for (let i = 0; i < ROLLS; i++) {
      const dice = makeDice();
      const seed = rng.nextUint32();
      const t0 = performance.now();
      const rec = simulateThrow({ seed, dice });
      times.push(performance.now() - t0);
      rolls++;
      attempts += rec.attempts;
      settleSeconds.push(rec.settleSteps * rec.dt);
      if (shownValues(rec).some((v, d) => v !== dice[d]?.value)) wrongFaces++;
    }
    times.sort((a, b) => a - b);
    metrics.push(
      {
        metric: `dice.precomputeMs.${count}d6.p50`,
        value: round(percentile(times, 0.5)),
        unit: 'ms',
      },
      {
        metric: `dice.precomputeMs.${count}d6.p95`,
        value: round(percentile(times, 0.95)),
        unit: 'ms',
      },
    );
  }
  settleSeconds.sort((a, b) => a - b);
  metrics.push(
    { metric: 'dice.settleSeconds.p50', value: round(percentile(settleSeconds, 0.5)), unit: 's' },
    { metric: 'dice.settleSeconds.p95', value: round(percentile(settleSeconds, 0.95)), unit: 's' },
    { metric: 'dice.attemptsPerRoll', value: round(attempts / rolls), unit: 'attempts' },
    { metric: 'dice.wrongFaces', value: wrongFaces, unit: 'count' },
    { metric: 'dice.benchRolls', value: rolls, unit: 'count' },
  );
  return metrics;
}
