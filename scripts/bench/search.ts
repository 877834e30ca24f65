import { performance } from 'node:perf_hooks';
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { botRng } from '../../src/kernel/seeds';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import {
  DEFAULT_HORIZON,
  DEFAULT_PLAYOUTS,
  searchDecision,
} from '../../src/core/bots/search/searchDecision';
import { coachAdvice } from '../../src/core/bots/search/coachAdvice';
import { COACH_BUDGET } from '../../src/state/bots/botBudgets';

interface Metric {
  metric: string;
  value: number;
  unit: string;
}

/**
 * The search Nautilus at its default play budget, on one core: how long each decision with two
 * or more options takes (forced moves cost nothing) and how many playouts a second it runs.
 * Plays seeded games until 150 searched decisions or 40 s.
 */
export default async function benchSearch(): Promise<Metric[]> {
  const times: number[] = [];
  const coachTimes: number[] = [];
  let playouts = 0;
  let searchMs = 0;
  const start = performance.now();
  for (let game = 0; times.length < 150 && performance.now() - start < 40_000; game++) {
    const seed = `search-bench-${game}`;
    const motive = MOTIVE_IDS[game % MOTIVE_IDS.length] ?? 'explore';
    const state = createGame(
      defaultSetup({ seed, motive, difficulty: allAspects('normal') }),
    ).state;
    const rng = botRng('bench', seed, 'search');
    while (!state.result && times.length < 150 && performance.now() - start < 40_000) {
      const d = currentDecision(state);
      if (!d) break;
      if (d.options.length === 1) {
        applyActionInPlace(state, d.options[0] as (typeof d.options)[number], [], true);
        continue;
      }
      if (times.length % 4 === 0) {
        const c = performance.now();
        coachAdvice(state, COACH_BUDGET);
        coachTimes.push(performance.now() - c);
      }
      const t = performance.now();
      const estimates = searchDecision(state, d, rng);
      const ms = performance.now() - t;
      times.push(ms);
      searchMs += ms;
      playouts += estimates.reduce((s, e) => s + e.playouts, 0);
      const best = estimates[0];
      if (!best) break;
      applyActionInPlace(state, best.action, [], true);
    }
  }
  times.sort((a, b) => a - b);
  coachTimes.sort((a, b) => a - b);
  return [
    {
      metric: 'bot.search.decisionMsP95',
      value: Number((times[Math.floor(times.length * 0.95)] ?? 0).toFixed(1)),
      unit: `ms per decision with 2+ options (p95, ${DEFAULT_PLAYOUTS} playouts to the next Action Phase, ≤ ${DEFAULT_HORIZON} decisions each, 1 core)`,
    },
    {
      metric: 'bot.search.decisionMsMedian',
      value: Number((times[Math.floor(times.length / 2)] ?? 0).toFixed(1)),
      unit: 'ms per decision with 2+ options (median)',
    },
    {
      metric: 'bot.search.playoutsPerSecond',
      value: Math.round(playouts / Math.max(1e-9, searchMs / 1000)),
      unit: 'playouts/s (each to the next Action Phase, 1 core)',
    },
    {
      metric: 'bot.coach.adviceMsP95',
      value: Number((coachTimes[Math.floor(coachTimes.length * 0.95)] ?? 0).toFixed(1)),
      unit: `ms per coach answer (p95, ${COACH_BUDGET.playouts} playouts, 1 core; the page asks for ≤ 1000)`,
    },
  ];
}
