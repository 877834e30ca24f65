/**
 * Random games on the fast path, timed by wall clock and by this process's CPU time (steadier
 * on a shared machine). By default through the playout contract (`playoutStep`: option counts,
 * only the picked option built); `--step-in-place` plays the same games through
 * `currentDecision`/`stepInPlace` with `chooseRandom`. Profile with
 * `node --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof scripts/sim/fastPathGames.ts 2000`;
 * `--warmup 1500` plays 1,500 other games first (the JIT's warm-up then stays out of the figure).
 */
import { createGame, defaultSetup } from '../../src/core/createGame';
import {
  currentDecision,
  currentPlayoutDecision,
  playoutStep,
  stepInPlace,
} from '../../src/core/engine';
import { chooseRandom, chooseRandomIndex } from '../../src/core/bots/randomPolicy';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import { botRng } from '../../src/kernel/seeds';

const games = Number(process.argv[2] ?? 2000);
const contract = !process.argv.includes('--step-in-place');
const warmupArg = process.argv.indexOf('--warmup');
/** Games played (other seeds) before the clock starts: without them the JIT's warm-up dominates. */
const warmup = warmupArg > 0 ? Number(process.argv[warmupArg + 1] ?? 0) : 0;

function play(prefix: string, count: number): number {
  let steps = 0;
  for (let i = 0; i < count; i++) {
    const seed = `${prefix}${i}`;
    const state = createGame(defaultSetup({ seed, motive: MOTIVE_IDS[seed.length % 8] })).state;
    const rng = botRng('bench', seed);
    if (contract) {
      for (let d = currentPlayoutDecision(state); d; steps++)
        d = playoutStep(state, d, chooseRandomIndex(d, rng));
    } else {
      for (let d = currentDecision(state); d; steps++) d = stepInPlace(state, chooseRandom(d, rng));
    }
  }
  return steps;
}

play('w', warmup);
const start = performance.now();
const cpuStart = process.cpuUsage();
const steps = play('g', games);
const wall = (performance.now() - start) / 1000;
const cpu = process.cpuUsage(cpuStart);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
console.log(
  JSON.stringify({
    games,
    warmup,
    path: contract ? 'playoutStep' : 'stepInPlace',
    stepsPerGame: Math.round(steps / games),
    gamesPerSecond: Math.round(games / wall),
    gamesPerCpuSecond: Math.round(games / cpuSeconds),
  }),
);
