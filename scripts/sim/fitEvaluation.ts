/**
 * Fits the search bot's evaluation (src/core/bots/search/evalWeights.ts) from self-play:
 * `npx tsx scripts/sim/fitEvaluation.ts [games] [seed] [--policy greedy|search] [--first F]
 * [--dump F.jsonl] [--load A.jsonl,B.jsonl]`. Every 6th decision of each game is a sample (its
 * features, whether the game reached the Finale, its final score). Reaching the Finale gets a
 * ridge logistic regression (Newton steps); the final score of the games that reached it gets
 * ridge least squares. Deterministic for the same arguments. `--policy search` plays the search
 * bot at the page's budget (on-policy samples, about 3 CPU-s a game); `--dump` writes the samples
 * of games first … first+games−1 and fits nothing, `--load` fits the samples of such files.
 */
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { botRng } from '../../src/kernel/seeds';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import { FEATURE_NAMES, stateFeatures } from '../../src/core/bots/search/evaluateState';
import { policyFor } from '../../src/core/bots/policyFor';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { cliArg } from './cliArg';

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

function scaleOf(xs: number[][]): number[] {
  return xs[0]!.map((_, j) =>
    Math.max(1e-9, Math.sqrt(xs.reduce((s, x) => s + x[j]! ** 2, 0) / xs.length)),
  );
}

function leastSquares(xs: number[][], ys0: number[], ridge: number, offsets?: number[]): number[] {
  const ys = offsets ? ys0.map((y, i) => y - (offsets[i] ?? 0)) : ys0;
  const k = xs[0]!.length;
  const sc = scaleOf(xs);
  const a = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  const b = new Array<number>(k).fill(0);
  for (let n = 0; n < xs.length; n++) {
    const x = xs[n]!.map((v, j) => v / sc[j]!);
    for (let i = 0; i < k; i++) {
      b[i]! += x[i]! * ys[n]!;
      for (let j = 0; j < k; j++) a[i]![j]! += x[i]! * x[j]!;
    }
  }
  for (let i = 1; i < k; i++) a[i]![i]! += ridge * xs.length;
  return solve(a, b).map((w, j) => w / sc[j]!);
}

function logistic(xs: number[][], ys: number[], ridge: number, offsets?: number[]): number[] {
  const k = xs[0]!.length;
  const sc = scaleOf(xs);
  const z = xs.map((x) => x.map((v, j) => v / sc[j]!));
  let w = new Array<number>(k).fill(0);
  /** The ridge-penalised log-likelihood the Newton steps climb. */
  const objective = (v: number[]) => {
    let ll = 0;
    for (let n = 0; n < z.length; n++) {
      const t = (offsets?.[n] ?? 0) + z[n]!.reduce((s, x, j) => s + x * v[j]!, 0);
      // log p for a Finale, log(1 − p) for a defeat, without overflow.
      ll -= Math.log1p(Math.exp(-Math.abs(t))) + Math.max(0, ys[n] ? -t : t);
    }
    for (let i = 1; i < k; i++) ll -= 0.5 * ridge * z.length * v[i]! ** 2;
    return ll;
  };
  let current = objective(w);
  for (let iter = 0; iter < 25; iter++) {
    const h = Array.from({ length: k }, () => new Array<number>(k).fill(0));
    const g = new Array<number>(k).fill(0);
    for (let n = 0; n < z.length; n++) {
      const x = z[n]!;
      const p = 1 / (1 + Math.exp(-(offsets?.[n] ?? 0) - x.reduce((s, v, j) => s + v * w[j]!, 0)));
      const r = p * (1 - p);
      for (let i = 0; i < k; i++) {
        g[i]! += (ys[n]! - p) * x[i]!;
        for (let j = 0; j < k; j++) h[i]![j]! += r * x[i]! * x[j]!;
      }
    }
    for (let i = 1; i < k; i++) {
      h[i]![i]! += ridge * z.length;
      g[i]! -= ridge * z.length * w[i]!;
    }
    const step = solve(h, g);
    // Damped: a full Newton step can overshoot and diverge when fixed weights shift the logits.
    let t = 1;
    let next = w.map((wi, i) => wi + step[i]!);
    let reached = objective(next);
    while (t > 1e-4 && !(reached >= current)) {
      t /= 2;
      next = w.map((wi, i) => wi + t * step[i]!);
      reached = objective(next);
    }
    w = next;
    current = reached;
  }
  return w.map((wi, j) => wi / sc[j]!);
}

const games = Number(process.argv[2] ?? 400);
const seed = process.argv[3] ?? 'fit';
const strength = cliArg('policy', 'greedy') === 'search' ? 'search' : 'greedy';
const first = Number(cliArg('first', '0'));
const dump = cliArg('dump', '');
const load = cliArg('load', '');
const policy = policyFor('nautilus', strength);
const xs: number[][] = [];
const finale: number[] = [];
const scores: number[] = [];
if (dump) writeFileSync(dump, '');
for (const file of load ? load.split(',') : []) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const row = JSON.parse(line) as { x: number[]; score: number | null };
    xs.push(row.x);
    finale.push(row.score === null ? 0 : 1);
    scores.push(row.score ?? 0);
  }
}
for (let g = first; !load && g < first + games; g++) {
  const motive = MOTIVE_IDS[g % MOTIVE_IDS.length]!;
  const state = createGame(
    defaultSetup({ seed: `${seed}:${g}`, motive, difficulty: allAspects('normal') }),
  ).state;
  const rng = botRng('policy', seed, g);
  const samples: number[][] = [];
  for (let step = 0; !state.result && step < 20_000; step++) {
    const d = currentDecision(state);
    if (!d) break;
    if (step % 6 === 0) samples.push(stateFeatures(state));
    applyActionInPlace(state, policy(state, d, rng), [], true);
  }
  const score = state.result?.score?.total ?? null;
  for (const x of samples) {
    xs.push(x);
    finale.push(score === null ? 0 : 1);
    scores.push(score ?? 0);
  }
  if (dump)
    appendFileSync(dump, samples.map((x) => JSON.stringify({ game: g, x, score }) + '\n').join(''));
}
if (dump) process.exit(0);
// VP banked predicts reaching the Finale only because long-lived games bank more (it would make
// the search attack for a better-looking chance): the chance model leaves it out.
// `--chance-drop a,b` / `--score-drop a,b` leave more features out of either model.
const chanceDrop = cliArg('chance-drop', '').split(',');
const scoreDrop = cliArg('score-drop', '').split(',');
// `--fixed name=logit:score,…` holds weights measured by paired playouts (resourceWorth.ts
// prints the line): self-play states only show what resources go with, not what they cause.
const fixedWeights = new Map(
  cliArg('fixed', '')
    .split(',')
    .filter(Boolean)
    .map((item) => {
      const [name, pair] = item.split('=');
      const [logit, score] = (pair ?? '').split(':').map(Number);
      if (!FEATURE_NAMES.includes(name as (typeof FEATURE_NAMES)[number]))
        throw new Error(`--fixed: no feature ${name}`);
      return [
        FEATURE_NAMES.indexOf(name as (typeof FEATURE_NAMES)[number]),
        { logit: logit ?? 0, score: score ?? 0 },
      ];
    }),
);
const offset = (x: number[], key: 'logit' | 'score') =>
  [...fixedWeights].reduce((s, [j, w]) => s + w[key] * (x[j] ?? 0), 0);
const chanceOnly = FEATURE_NAMES.map((name, j) =>
  name === 'vpNow' || chanceDrop.includes(name) || fixedWeights.has(j) ? 0 : 1,
);
const wFinale = logistic(
  xs.map((x) => x.map((v, j) => v * (chanceOnly[j] ?? 1))),
  finale,
  1e-4,
  xs.map((x) => offset(x, 'logit')),
).map((w, j) => (chanceOnly[j] ? w : (fixedWeights.get(j)?.logit ?? 0)));
// The sink-rate features say how close the "no space for a Warship" ending is; in the score
// model they would reward danger (games that survived a deficit sank more ships), so it leaves
// them out.
const scoreOnly = FEATURE_NAMES.map((name, j) =>
  name.startsWith('sinksPerTurn') || scoreDrop.includes(name) || fixedWeights.has(j) ? 0 : 1,
);
const finaleXs = xs.filter((_, i) => finale[i] === 1);
const fx = finaleXs.map((x) => x.filter((_, j) => scoreOnly[j]));
const fy = scores.filter((_, i) => finale[i] === 1);
const fo = finaleXs.map((x) => offset(x, 'score'));
const wScoreKept = leastSquares(fx, fy, 1e-4, fo);
let kept = 0;
const wScore = FEATURE_NAMES.map((_, j) =>
  scoreOnly[j] ? (wScoreKept[kept++] as number) : (fixedWeights.get(j)?.score ?? 0),
);
let logLoss = 0;
let baseLoss = 0;
const rate = finale.reduce((s, v) => s + v, 0) / finale.length;
xs.forEach((x, i) => {
  const p = Math.min(
    1 - 1e-9,
    Math.max(1e-9, 1 / (1 + Math.exp(-x.reduce((s, v, j) => s + v * wFinale[j]!, 0)))),
  );
  logLoss -= finale[i] ? Math.log(p) : Math.log(1 - p);
  baseLoss -= finale[i] ? Math.log(rate) : Math.log(1 - rate);
});
let sse = 0;
let sst = 0;
const mean = fy.reduce((s, v) => s + v, 0) / Math.max(1, fy.length);
finaleXs.forEach((x, i) => {
  sse += (x.reduce((s, v, j) => s + v * wScore[j]!, 0) - fy[i]!) ** 2;
  sst += (fy[i]! - mean) ** 2;
});
const round = (w: number[]) => w.map((v) => Number(v.toPrecision(4)));
process.stdout.write(
  JSON.stringify({
    games,
    samples: xs.length,
    finaleSamples: fx.length,
    features: FEATURE_NAMES,
    finale: round(wFinale),
    score: round(wScore),
    finaleLogLoss: Number((logLoss / xs.length).toFixed(4)),
    baselineLogLoss: Number((baseLoss / xs.length).toFixed(4)),
    scoreR2: Number((1 - sse / Math.max(1e-9, sst)).toFixed(4)),
    scoreRmse: Number(Math.sqrt(sse / Math.max(1, fx.length)).toFixed(2)),
  }) + '\n',
);
