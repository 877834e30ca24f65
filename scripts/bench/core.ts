import { performance } from 'node:perf_hooks';
import { createGame, defaultSetup } from '../../src/core/createGame';
import {
  applyAction,
  applyActionInPlace,
  currentDecision,
  currentPlayoutDecision,
  playoutOption,
  playoutStep,
} from '../../src/core/engine';
import { replay } from '../../src/core/replayRecord';
import { botRng } from '../../src/kernel/seeds';
import { chooseRandomIndex } from '../../src/core/bots/randomPolicy';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import type { GameState, Action } from '../../src/core/types';

interface Metric {
  metric: string;
  value: number;
  unit: string;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

function setupFor(seed: string) {
  return defaultSetup({ seed, motive: MOTIVE_IDS[seed.length % 8] });
}

/** One random game on the playout contract (the same game `stepInPlace` + `chooseRandom` plays). */
function playFast(seed: string, record: boolean): { actions: Action[]; state: GameState } {
  const state = createGame(setupFor(seed)).state;
  const rng = botRng('bench', seed);
  const actions: Action[] = [];
  for (let d = currentPlayoutDecision(state); d;) {
    const i = chooseRandomIndex(d, rng);
    if (record) actions.push(playoutOption(state, d, i));
    d = playoutStep(state, d, i);
  }
  return { actions, state };
}

/** One greedy-bot game; returns how long each of its decisions took (ms). */
function playGreedy(seed: string): number[] {
  const state = createGame(setupFor(seed)).state;
  const rng = botRng('bench', seed);
  const times: number[] = [];
  while (!state.result) {
    const d = currentDecision(state);
    if (!d) break;
    const t = performance.now();
    const a = chooseGreedy(state, d, rng);
    times.push(performance.now() - t);
    applyActionInPlace(state, a, [], true);
  }
  return times;
}

/** Rules-core speed: fast-path games/s, immutable steps/s, whole-game replay time (medians of 5). */
export default async function benchCore(): Promise<Metric[]> {
  const gamesPerSecond: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    let games = 0;
    while (performance.now() - start < 1000) playFast(`g${round}-${games++}`, false);
    gamesPerSecond.push(games / ((performance.now() - start) / 1000));
  }
  const stepsPerSecond: number[] = [];
  const replayMs: number[] = [];
  const recorded = Array.from({ length: 20 }, (_, i) => ({
    seed: `imm${i}`,
    ...playFast(`imm${i}`, true),
  }));
  for (let round = 0; round < 6; round++) {
    let steps = 0;
    const start = performance.now();
    for (const game of recorded) {
      let state = createGame(setupFor(game.seed)).state;
      for (const a of game.actions) state = applyAction(state, a).state;
      steps += game.actions.length;
    }
    if (round > 0) stepsPerSecond.push(steps / ((performance.now() - start) / 1000));
    for (const game of recorded.slice(0, 5)) {
      const t = performance.now();
      replay({ setup: setupFor(game.seed), actions: game.actions }, false);
      if (round > 0) replayMs.push(performance.now() - t);
    }
  }
  const greedyGames: number[] = [];
  const decisionMs: number[] = [];
  for (let round = 0; round < 5; round++) {
    const start = performance.now();
    let games = 0;
    while (performance.now() - start < 1000) decisionMs.push(...playGreedy(`b${round}-${games++}`));
    greedyGames.push(games / ((performance.now() - start) / 1000));
  }
  decisionMs.sort((a, b) => a - b);
  return [
    {
      metric: 'core.greedyBot.gamesPerSecond',
      value: Number(median(greedyGames).toFixed(1)),
      unit: 'games/s (1 core, greedy policy)',
    },
    {
      metric: 'core.greedyBot.decisionMsP95',
      value: Number((decisionMs[Math.floor(decisionMs.length * 0.95)] ?? 0).toFixed(3)),
      unit: 'ms per decision (p95)',
    },
    {
      metric: 'core.fastPath.gamesPerSecond',
      value: Math.round(median(gamesPerSecond)),
      unit: 'games/s (1 core, random policy)',
    },
    {
      metric: 'core.immutable.stepsPerSecond',
      value: Math.round(median(stepsPerSecond)),
      unit: 'steps/s',
    },
    { metric: 'core.replay.wholeGameMs', value: Number(median(replayMs).toFixed(2)), unit: 'ms' },
  ];
}
