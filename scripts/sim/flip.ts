import {
  applyFlipActionInPlace,
  createFlipGame,
  currentDecision,
  greedyFlipPolicy,
  legalActions,
  randomFlipPolicy,
} from '../../src/flip/index';
import type { FlipEvent, FlipState } from '../../src/flip/index';
import { checkFlipInvariants } from '../../src/flip/checkFlipInvariants';
import { flipBotRng } from '../../src/kernel/seeds';

export interface FlipSimOptions {
  games: number;
  seed: number;
  players: number;
  farragut: number | null;
  policy: 'random' | 'greedy';
  events?: (e: object) => void;
  /** Clock for gamesPerSecond (milliseconds); without it gamesPerSecond is 0. */
  now?: () => number;
  /** Safety cap on actions per game. */
  maxActions?: number;
  /** Check the state invariants after every action (default true). */
  checkInvariants?: boolean;
}

export interface FlipSimResult {
  games: number;
  finished: number;
  errors: number;
  invariantViolations: number;
  gamesPerSecond: number;
  meanActions: number;
  meanScore: number;
  outcomes: Record<string, number>;
}

/** Outcome label of a finished game, for the sim's distribution. */
export function flipOutcome(state: FlipState): string {
  const r = state.result;
  if (!r) return 'unfinished';
  if (r.farragut) return r.farragut.caught ? 'caught' : r.farragut.playerWins ? 'win' : 'loss';
  if (state.players.length === 1) {
    const s = r.players[0]!.score;
    return s >= 90 ? 'score90+' : s >= 80 ? 'score80-89' : s >= 66 ? 'score66-79' : 'score0-65';
  }
  return r.winners.length > 1 ? 'shared' : `seat${r.winners[0]}`;
}

export function runFlipSim(opts: FlipSimOptions): FlipSimResult {
  const maxActions = opts.maxActions ?? 20_000;
  const checkInvariants = opts.checkInvariants ?? true;
  const outcomes: Record<string, number> = {};
  let finished = 0;
  let errors = 0;
  let invariantViolations = 0;
  let actions = 0;
  let scoreSum = 0;
  let scored = 0;
  const start = opts.now?.() ?? 0;
  for (let game = 0; game < opts.games; game++) {
    const seed = (opts.seed * 100_003 + game) >>> 0;
    const rng = flipBotRng(seed);
    const events: FlipEvent[] = [];
    const emit = (): void => {
      if (opts.events) for (const e of events) opts.events({ game, ...e });
      events.length = 0;
    };
    try {
      const state = createFlipGame({ seed, players: opts.players, farragut: opts.farragut });
      let n = 0;
      while (state.phase !== 'over' && n < maxActions) {
        const decision = currentDecision(state);
        if (decision.kind === 'gameOver') break;
        const action =
          opts.policy === 'greedy'
            ? greedyFlipPolicy(state, decision.player)
            : randomFlipPolicy(legalActions(state, decision.player), rng);
        applyFlipActionInPlace(state, action, events);
        emit();
        n += 1;
        if (checkInvariants && checkFlipInvariants(state).length > 0) invariantViolations += 1;
      }
      actions += n;
      if (!checkInvariants && checkFlipInvariants(state).length > 0) invariantViolations += 1;
      if (state.phase === 'over' && state.result) {
        finished += 1;
        const label = flipOutcome(state);
        outcomes[label] = (outcomes[label] ?? 0) + 1;
        for (const p of state.result.players) {
          scoreSum += p.score;
          scored += 1;
        }
      }
    } catch (e) {
      errors += 1;
      opts.events?.({ game, type: 'SimError', message: (e as Error).message });
    }
  }
  const elapsed = (opts.now?.() ?? 0) - start;
  return {
    games: opts.games,
    finished,
    errors,
    invariantViolations,
    gamesPerSecond: elapsed > 0 ? Math.round((opts.games / elapsed) * 1000 * 10) / 10 : 0,
    meanActions: opts.games > 0 ? Math.round((actions / opts.games) * 100) / 100 : 0,
    meanScore: scored > 0 ? Math.round((scoreSum / scored) * 100) / 100 : 0,
    outcomes,
  };
}
