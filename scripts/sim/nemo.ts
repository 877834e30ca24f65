import { allAspects, createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { checkInvariants } from '../../src/core/invariants';
import { botRng } from '../../src/kernel/seeds';
import { policyFor } from '../../src/core/bots/policyFor';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import type { Difficulty, MotiveId } from '../../src/core/data/types';
import type { GameState, Decision } from '../../src/core/types';
import type { GameEvent } from '../../src/core/gameEvent';
import type { RngState } from '../../src/core/rng';
import type { ContentPack } from '../../src/core/content/pack';
import { createOracle, oracleWords, type Oracle } from './oracle/oraclePlayer';
import { splitDice } from './oracle/cardOracle';
import { chooseSearchCards } from './oracle/searchCards';
import { englishValue } from '../../src/core/text/renderEnglish';

export interface NemoSimOptions {
  from: number;
  to: number;
  seed: string;
  motive: MotiveId | null;
  difficulty: Difficulty | null;
  /** `oracle` and `search-cards` cheat (bounds, not bots: scripts/sim/oracle). */
  policy: 'random' | 'greedy' | 'search' | 'oracle' | 'search-cards';
  /** Playouts per option per decision of the cheating oracle (`--oracle-budget`). */
  oracleBudget?: number;
  /**
   * The Imperialist seat's bot in versus games (default greedy); `oracle` cheats (the oracle on
   * the Imperialist seat, a bound on what the hunter can do; not with `policy: 'oracle'`).
   */
  imperialistPolicy?: 'greedy' | 'search' | 'oracle';
  /** Search budget per decision (`--playouts`, `--horizon`). */
  playouts?: number;
  horizon?: number;
  variant?: 'solo' | 'versus';
  checkInvariants: boolean;
  /** Odd-numbered games add Nadeen Dakkar and every optional rule (`--extras`). */
  extras?: boolean;
  /** Content pack every game plays with (`--content FILE`). */
  contentPack?: ContentPack;
  onEvent?: (game: number, event: GameEvent) => void;
}

export interface SimTotals {
  games: number;
  finished: number;
  errors: number;
  invariantViolations: number;
  actions: number;
  scoreSum: number;
  scored: number;
  outcomes: Record<string, number>;
  byMotive: Record<string, Record<string, number>>;
  /** Motive → [sum of scores, games scored] (games that completed the Finale). */
  scoreByMotive: Record<string, [number, number]>;
  /** Card id → times revealed / resolved (filed to a pile, the tableau or the Act row). */
  cardsRevealed: Record<string, number>;
  cardsResolved: Record<string, number>;
  /** RuleNotImplemented events (every card effect runs: this counts only rules still missing). */
  notImplemented: Record<string, number>;
  firstError: string | null;
}

const STERN: MotiveId[] = ['piracy', 'worldOrder'];
const DIFFICULTIES: Difficulty[] = ['easy', 'normal', 'hard'];
const MAX_ACTIONS = 20_000;

export function emptyTotals(): SimTotals {
  return {
    games: 0,
    finished: 0,
    errors: 0,
    invariantViolations: 0,
    actions: 0,
    scoreSum: 0,
    scored: 0,
    outcomes: {},
    byMotive: {},
    scoreByMotive: {},
    cardsRevealed: {},
    cardsResolved: {},
    notImplemented: {},
    firstError: null,
  };
}

function countCards(totals: SimTotals, events: GameEvent[]): void {
  for (const e of events) {
    if (e.type === 'CardRevealed') bump(totals.cardsRevealed, e.card);
    else if (e.type === 'CardFiled' && e.pile !== 'adventureBottom')
      bump(totals.cardsResolved, e.card);
    else if (e.type === 'RuleNotImplemented') bump(totals.notImplemented, englishValue(e.source));
  }
}

function bump(map: Record<string, number>, key: string): void {
  map[key] = (map[key] ?? 0) + 1;
}

/** Plays games [from, to) and adds them up; game i's setup and policy depend only on (seed, i). */
export function runNemoGames(options: NemoSimOptions): SimTotals {
  const totals = emptyTotals();
  const budget = {
    ...(options.playouts !== undefined ? { playouts: options.playouts } : {}),
    ...(options.horizon !== undefined ? { horizon: options.horizon } : {}),
  };
  const nautilusBot =
    options.policy === 'search-cards'
      ? (state: GameState, decision: Decision, rng: RngState) =>
          chooseSearchCards(state, decision, rng, budget)
      : policyFor('nautilus', options.policy === 'oracle' ? 'greedy' : options.policy, budget);
  if (options.policy === 'oracle' && options.imperialistPolicy === 'oracle')
    throw new Error('one oracle seat at a time: the oracle plays the Nautilus or the Imperialist');
  const imperialistBot = policyFor(
    'imperialist',
    options.imperialistPolicy === 'search' ? 'search' : 'greedy',
    budget,
  );
  for (let game = options.from; game < options.to; game++) {
    const versus = options.variant === 'versus';
    const motives = versus ? STERN : MOTIVE_IDS;
    const motive = options.motive ?? (motives[game % motives.length] as MotiveId);
    const level =
      options.difficulty ?? (DIFFICULTIES[Math.floor(game / MOTIVE_IDS.length) % 3] as Difficulty);
    const setup = defaultSetup({
      seed: `${options.seed}:${game}`,
      motive,
      ...(versus ? { variant: 'versus' as const } : {}),
      difficulty: allAspects(level),
      ...(options.contentPack ? { contentPack: options.contentPack } : {}),
      ...(options.extras && game % 2 === 1
        ? {
            nadeenDakkar: true,
            options: {
              deadlySeas: true,
              officerAttributes: true,
              upgradeDeck: false,
              journeysEndUpgrades: true,
              journeysEndVictoryLevels: false,
            },
          }
        : {}),
    });
    const policyRng = botRng('policy', options.seed, game);
    // The greedy Imperialist keeps sharing the Nautilus' stream, as before (same games, same output).
    const imperialistRng =
      options.imperialistPolicy === 'search'
        ? botRng('policy', options.seed, game, 'imperialist')
        : policyRng;
    // The oracle's own stream (as versusBalance.ts seeds its Imperialist oracle: the same games).
    const oracleSeat =
      options.policy === 'oracle'
        ? ('nautilus' as const)
        : options.imperialistPolicy === 'oracle' && versus
          ? ('imperialist' as const)
          : null;
    const oracle: Oracle | null = oracleSeat
      ? createOracle(
          oracleWords(botRng('policy', options.seed, game, 'oracle')),
          options.oracleBudget,
          oracleSeat,
        )
      : null;
    totals.games++;
    try {
      const created = createGame(setup);
      const state = created.state;
      // The card bound's game rolls its dice from their own stream, so the bag order is fixed.
      if (options.policy === 'search-cards')
        splitDice(state, botRng('policy', options.seed, game, 'true-dice'));
      const sink: GameEvent[] = [];
      if (options.onEvent) for (const e of created.events) options.onEvent(game, e);
      countCards(totals, created.events);
      let steps = 0;
      while (!state.result && steps < MAX_ACTIONS) {
        const decision = currentDecision(state);
        if (!decision) throw new Error('no decision while the game runs');
        const action =
          oracle && decision.seat === oracle.seat
            ? oracle.choose(state, decision)
            : decision.seat === 'imperialist'
              ? imperialistBot(state, decision, imperialistRng)
              : nautilusBot(state, decision, policyRng);
        oracle?.observe(action);
        sink.length = 0;
        applyActionInPlace(state, action, sink, true);
        steps++;
        countCards(totals, sink);
        if (options.onEvent) for (const e of sink) options.onEvent(game, e);
        if (options.checkInvariants) {
          const problems = checkInvariants(state);
          if (problems.length > 0) {
            totals.invariantViolations++;
            totals.firstError ??= `game ${game}: ${problems[0]}`;
            break;
          }
        }
      }
      totals.actions += steps;
      if (state.result) {
        totals.finished++;
        const key = state.result.versus
          ? `${state.result.versus.winner}${state.result.versus.imperialistLevel ? ` (${englishValue(state.result.versus.imperialistLevel)})` : ''}`
          : state.result.score
            ? englishValue(state.result.score.level)
            : 'Defeat (no score)';
        bump(totals.outcomes, key);
        totals.byMotive[motive] ??= {};
        bump(totals.byMotive[motive] as Record<string, number>, key);
        if (state.result.score) {
          totals.scored++;
          totals.scoreSum += state.result.score.total;
          const m = (totals.scoreByMotive[motive] ??= [0, 0]);
          m[0] += state.result.score.total;
          m[1]++;
        }
      }
    } catch (e) {
      totals.errors++;
      totals.firstError ??= `game ${game} (${motive}): ${(e as Error).message}`;
    }
  }
  return totals;
}

export function mergeTotals(a: SimTotals, b: SimTotals): SimTotals {
  const outcomes = { ...a.outcomes };
  for (const [k, v] of Object.entries(b.outcomes)) outcomes[k] = (outcomes[k] ?? 0) + v;
  const byMotive: SimTotals['byMotive'] = structuredClone(a.byMotive);
  for (const [m, map] of Object.entries(b.byMotive)) {
    byMotive[m] ??= {};
    for (const [k, v] of Object.entries(map))
      (byMotive[m] as Record<string, number>)[k] =
        ((byMotive[m] as Record<string, number>)[k] ?? 0) + v;
  }
  const add = (x: Record<string, number>, y: Record<string, number>) => {
    const out = { ...x };
    for (const [k, v] of Object.entries(y)) out[k] = (out[k] ?? 0) + v;
    return out;
  };
  const scoreByMotive = { ...a.scoreByMotive };
  for (const [m, [sum, n]] of Object.entries(b.scoreByMotive)) {
    const [s0, n0] = scoreByMotive[m] ?? [0, 0];
    scoreByMotive[m] = [s0 + sum, n0 + n];
  }
  return {
    scoreByMotive,
    cardsRevealed: add(a.cardsRevealed, b.cardsRevealed),
    cardsResolved: add(a.cardsResolved, b.cardsResolved),
    notImplemented: add(a.notImplemented, b.notImplemented),
    games: a.games + b.games,
    finished: a.finished + b.finished,
    errors: a.errors + b.errors,
    invariantViolations: a.invariantViolations + b.invariantViolations,
    actions: a.actions + b.actions,
    scoreSum: a.scoreSum + b.scoreSum,
    scored: a.scored + b.scored,
    outcomes,
    byMotive,
    firstError: a.firstError ?? b.firstError,
  };
}
