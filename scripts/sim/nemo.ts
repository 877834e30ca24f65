import { createGame, defaultSetup } from '../../src/core/createGame';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import { checkInvariants } from '../../src/core/invariants';
import { seedRng } from '../../src/core/rng';
import { chooseRandom } from '../../src/core/bots/randomPolicy';
import { chooseGreedy } from '../../src/core/bots/greedyPolicy';
import { MOTIVE_IDS } from '../../src/core/data/motives';
import type { Difficulty, MotiveId } from '../../src/core/data/types';
import type { GameEvent } from '../../src/core/types';

export interface NemoSimOptions {
  from: number;
  to: number;
  seed: string;
  motive: MotiveId | null;
  difficulty: Difficulty | null;
  policy: 'random' | 'greedy';
  checkInvariants: boolean;
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
  firstError: string | null;
}

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
    firstError: null,
  };
}

function bump(map: Record<string, number>, key: string): void {
  map[key] = (map[key] ?? 0) + 1;
}

/** Plays games [from, to) and adds them up; game i's setup and policy depend only on (seed, i). */
export function runNemoGames(options: NemoSimOptions): SimTotals {
  const totals = emptyTotals();
  for (let game = options.from; game < options.to; game++) {
    const motive = options.motive ?? (MOTIVE_IDS[game % MOTIVE_IDS.length] as MotiveId);
    const level =
      options.difficulty ?? (DIFFICULTIES[Math.floor(game / MOTIVE_IDS.length) % 3] as Difficulty);
    const setup = defaultSetup({
      seed: `${options.seed}:${game}`,
      motive,
      difficulty: {
        adventureGems: level,
        shipGroups: level,
        hiddenShips: level,
        officerAttributes: level,
        actionPoints: level,
        deadlySeas: level,
      },
    });
    const policyRng = seedRng(`policy:${options.seed}:${game}`);
    totals.games++;
    try {
      const created = createGame(setup);
      const state = created.state;
      const sink: GameEvent[] = [];
      if (options.onEvent) for (const e of created.events) options.onEvent(game, e);
      let steps = 0;
      while (!state.result && steps < MAX_ACTIONS) {
        const decision = currentDecision(state);
        if (!decision) throw new Error('no decision while the game runs');
        const action =
          options.policy === 'greedy'
            ? chooseGreedy(state, decision, policyRng)
            : chooseRandom(decision, policyRng);
        sink.length = 0;
        applyActionInPlace(state, action, sink, true);
        steps++;
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
        const key = state.result.score ? state.result.score.level : 'Defeat (no score)';
        bump(totals.outcomes, key);
        totals.byMotive[motive] ??= {};
        bump(totals.byMotive[motive] as Record<string, number>, key);
        if (state.result.score) {
          totals.scored++;
          totals.scoreSum += state.result.score.total;
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
  return {
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
