/**
 * Versus balance probe (issue 15): who wins the Imperialist variant and why.
 * `npx tsx scripts/sim/versusBalance.ts --games 200 --seed 11 [--imperialist greedy|passive|search|oracle]
 *   [--nautilus greedy|search] [--playouts 8] [--oracle-budget 1] [--first 0] [--no-crush]`
 * `--imperialist oracle` CHEATS (scripts/sim/oracle/oraclePlayer.ts: it plans on the true state):
 * a bound on what the hunter can do, not a bot.
 * Prints one JSON line: winners, how the Nautilus lost, Finale rate, Finale score bands.
 * `passive` never acts (ends every Imperialist Phase, plays the fewest black dice, places ships as
 * far from the Nautilus as it may): no designed Imperialist value can do better for the Nautilus.
 * `--no-crush` is a probe: Crush Dissent (designed) costs more than the Imperialist can hold.
 */
import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { policyFor } from '../../src/core/bots/policyFor';
import { IMPERIALIST_COSTS } from '../../src/core/handlers/imperialistHandlers';
import { squadronDistance } from '../../src/core/versus/imperialistMap';
import { oceanOfDie } from '../../src/core/board';
import { botRng } from '../../src/kernel/seeds';
import type { GameState, Action, Decision } from '../../src/core/types';
import type { MotiveId } from '../../src/core/data/types';
import { cliArg as arg } from './cliArg';
import { englishValue } from '../../src/core/text/renderEnglish';
import { ORACLE_NOTE, createOracle, oracleWords } from './oracle/oraclePlayer';

function distance(state: GameState, a: Action): number {
  const ocean =
    a.type === 'chooseOcean' || a.type === 'chooseSlot'
      ? a.ocean
      : a.type === 'playBlackDice' && a.dice[0] !== undefined
        ? oceanOfDie(a.dice[0])
        : null;
  if (!ocean || !state.nautilus) return 0;
  const d = squadronDistance(state, ocean, state.nautilus);
  return Number.isFinite(d) ? d : 9;
}

function passiveScore(state: GameState, a: Action): number {
  if (a.type === 'endImperialistPhase') return 100;
  if (a.type === 'commitGems') return -a.count;
  if (a.type === 'playBlackDice') return -10 * a.dice.length + distance(state, a);
  if (a.type === 'huntBenefit') return a.choice === 'hit' ? -1 : 0;
  return distance(state, a);
}

function choosePassive(state: GameState, decision: Decision): Action {
  let best = decision.options[0] as Action;
  let bestScore = -Infinity;
  for (const o of decision.options) {
    const s = passiveScore(state, o);
    if (s > bestScore) [best, bestScore] = [o, s];
  }
  return best;
}

const games = Number(arg('games', '200'));
const seed = arg('seed', '11');
const imperialist = arg('imperialist', 'greedy');
const nautilus = arg('nautilus', 'greedy');
const budget = { playouts: Number(arg('playouts', '8')) };
const imperialistBot = policyFor(
  'imperialist',
  imperialist === 'search' ? 'search' : 'greedy',
  budget,
);
const oracleBudget = Number(arg('oracle-budget', '1'));
const firstGame = Number(arg('first', '0'));
if (imperialist === 'oracle') console.log(`note: ${ORACLE_NOTE}`);
const nautilusBot = policyFor('nautilus', nautilus === 'search' ? 'search' : 'greedy', budget);
if (process.argv.includes('--no-crush')) IMPERIALIST_COSTS.crushDissent = 99;
const winners: Record<string, number> = {};
const reasons: Record<string, number> = {};
const bands: Record<string, number> = {};
let finale = 0;
let scoreSum = 0;
let gems = 0;
const categories: Record<string, number> = {};
for (let game = firstGame; game < firstGame + games; game++) {
  const motive: MotiveId = game % 2 === 0 ? 'piracy' : 'worldOrder';
  const state = createGame(
    defaultSetup({
      seed: `${seed}:${game}`,
      motive,
      variant: 'versus',
      difficulty: allAspects('normal'),
    }),
  ).state;
  const rng = botRng('policy', seed, game);
  const impRng = imperialist === 'search' ? botRng('policy', seed, game, 'imperialist') : rng;
  const oracle =
    imperialist === 'oracle'
      ? createOracle(
          oracleWords(botRng('policy', seed, game, 'oracle')),
          oracleBudget,
          'imperialist',
        )
      : null;
  for (let d = currentDecision(state); d; d = currentDecision(state)) {
    const a =
      d.seat === 'imperialist'
        ? oracle
          ? oracle.choose(state, d)
          : imperialist === 'passive'
            ? choosePassive(state, d)
            : imperialistBot(state, d, impRng)
        : nautilusBot(state, d, rng);
    oracle?.observe(a);
    applyActionInPlace(state, a, [], true);
  }
  const r = state.result;
  if (!r) continue;
  const w = r.versus?.winner ?? '?';
  process.stderr.write(
    `${JSON.stringify({ game, motive, winner: w, score: r.score?.total ?? null, end: r.score ? null : englishValue(r.reason) })}\n`,
  );
  winners[w] = (winners[w] ?? 0) + 1;
  gems += state.imperialist?.gems ?? 0;
  if (r.score) {
    finale++;
    scoreSum += r.score.total;
    for (const [k, v] of Object.entries(r.score.byCategory))
      categories[k] = (categories[k] ?? 0) + (v ?? 0);
    const band =
      r.score.total >= 240
        ? '240+'
        : r.score.total >= 200
          ? '200-239'
          : r.score.total >= 160
            ? '160-199'
            : '<160';
    bands[band] = (bands[band] ?? 0) + 1;
  } else {
    const why = englishValue(r.reason).replace(/\d+/g, '#');
    reasons[why] = (reasons[why] ?? 0) + 1;
  }
}
console.log(
  JSON.stringify({
    games,
    imperialist,
    nautilus,
    ...(nautilus === 'search' || imperialist === 'search' ? { playouts: budget.playouts } : {}),
    ...(imperialist === 'oracle' ? { oracleBudget, note: ORACLE_NOTE } : {}),
    ...(process.argv.includes('--no-crush') ? { crushDissent: 'off' } : {}),
    winners,
    finale,
    meanFinaleScore: finale ? Number((scoreSum / finale).toFixed(1)) : null,
    finaleScoreBands: bands,
    meanFinaleVpByCategory: Object.fromEntries(
      Object.entries(categories).map(([k, v]) => [k, Number((v / Math.max(1, finale)).toFixed(1))]),
    ),
    meanImperialistGems: Number((gems / games).toFixed(2)),
    lostBeforeFinale: reasons,
  }),
);
