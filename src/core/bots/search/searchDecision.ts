import type { GameState, Seat, Action, Decision } from '../../types';
import { currentDecision, stepInPlace } from '../../engine';
import { cloneState } from '../../cloneState';
import type { RngState } from '../../rng';
import { drawWords, rngFromWords } from '../../../kernel/prng';
import { chooseGreedy } from '../greedyPolicy';
import { chooseImperialist } from '../imperialistPolicy';
import { determinize } from './determinize';
import { samePlain } from '../../actionKey';
import { evaluateState } from './evaluateState';
import type { EvalWeights } from './evalWeights';

/** How much thinking a search gets. */
export interface SearchBudget {
  /** Playouts per decision (deterministic for a given bot seed). Default `DEFAULT_PLAYOUTS`. */
  playouts?: number;
  /**
   * A playout runs until the Action Phase of the turn `turns` after this one (every option is
   * scored at the same point of the turn), or until `horizon` decisions at most. Defaults 1, 80.
   */
  turns?: number;
  horizon?: number;
  /**
   * Balance sims only: with this many cards or fewer left in the Draw Pile, playouts run to the
   * end of the game (`turns` and `horizon` then do not apply). Default 0: never. Measured, did
   * not help (docs/balance.md, "Issue 25 §2: what was tried").
   */
  endgameCards?: number;
  /** Anytime mode: stop after this many ms (needs `now`); the playout cap still applies. */
  timeMs?: number;
  /** A clock for `timeMs` (the core never reads one itself). */
  now?: () => number;
  /**
   * The coach and the review only: a second pass that plays each of the first pass's `finalists`
   * (coach, default 3) or top candidates (review, default 10) `recheck` more times on fresh,
   * shared worlds and ranks and costs them by those playouts alone. 0 or absent: no second pass.
   */
  recheck?: number;
  finalists?: number;
  /**
   * A deviation from the greedy pick that passes the paired test is played again with the greedy
   * pick on this many fresh worlds, and kept only if it is ahead there too: the halving keeps
   * the option whose worlds happened to favour it, and fresh worlds carry no such luck. 0 or
   * absent: no confirmation. Balance sims only: screened at 16, it did not help
   * (docs/balance.md, "Third pass").
   */
  confirm?: number;
  /** Standard errors by which a deviation must beat the greedy pick (default CONFIDENCE_Z). */
  confidenceZ?: number;
  /** The Finale bonus of the ranking (default FINALE_BONUS_VP). */
  finaleBonus?: number;
  /**
   * Balance sims only, never the page: how a world is sampled (default `determinize`, which
   * redraws everything a player cannot see). A bound that may know more passes its own.
   */
  sample?: (state: GameState, rng: RngState) => GameState;
  /** Balance sims only: the leaf evaluation's weights (default `EVAL_WEIGHTS`). */
  weights?: EvalWeights;
}

/** What the search learned about one option (its estimates are for the Nautilus). */
export interface OptionEstimate {
  action: Action;
  playouts: number;
  /** Expected VP with a defeat before the Finale counted as 0. */
  expectedScore: number;
  finaleChance: number;
  /** Expected final score if the Finale is reached. */
  finaleScore: number;
  /** Whether the one-step greedy bot would pick this option. */
  greedy: boolean;
  /** What the search ranks by: chance to reach the Finale × (score there + FINALE_BONUS_VP). */
  utility: number;
}

/**
 * The page's strong bot. 64, not 16: on 400 paired setups it reached the Finale far more often
 * (docs/balance.md, "Four times the playouts"), at 181 ms a decision at p95 on a quiet core.
 */
export const DEFAULT_PLAYOUTS = 64;
export const DEFAULT_TURNS = 1;
export const DEFAULT_HORIZON = 80;
/** The decision cap of a playout that runs to the end of the game. */
const ENDGAME_HORIZON = 2000;
/**
 * The search leaves the greedy bot's pick only for an option that beats it by more than noise
 * on the same sampled worlds: a one-sided test at this many standard errors.
 */
const CONFIDENCE_Z = 1;
/**
 * The search ranks options by chance × (score + this). 0: by expected VP, a defeat worth none.
 * It was 200 while the evaluation's chance model was too flat to make the search careful on its
 * own; with measured weights the bonus no longer buys Finales (docs/balance.md, "Weights
 * measured, not only fitted").
 */
export const FINALE_BONUS_VP = 0;

interface Tally {
  action: Action;
  n: number;
  utility: number;
  /** Utility of each playout, by world: the paired comparison with the greedy pick reads it. */
  samples: number[];
  value: number;
  chance: number;
  score: number;
}

/** The rollout policy: the rule-of-thumb bots, forced moves for free. */
export function rolloutAction(state: GameState, decision: Decision, rng: RngState): Action {
  if (decision.options.length === 1) return decision.options[0] as Action;
  return decision.seat === 'imperialist'
    ? chooseImperialist(state, decision, rng)
    : chooseGreedy(state, decision, rng);
}

/** The rule-of-thumb pick, asked on a sampled state so that it never sees the real hidden one. */
function greedyOption(sample: GameState, decision: Decision, rng: RngState): Action | undefined {
  const d = currentDecision(sample);
  if (!d || d.options.length !== decision.options.length) return undefined;
  const pick = rolloutAction(sample, d, rng);
  return decision.options.find((o) => samePlain(o, pick));
}

/**
 * Determinized Monte Carlo with sequential halving at the root. Playout j of every option runs
 * on the same sampled hidden state and the same future dice (common random numbers), so options
 * are compared on equal footing; each round keeps the better half. Playouts follow the greedy
 * bots for `horizon` decisions, then `evaluateState` scores the position.
 */
export function searchDecision(
  state: GameState,
  decision: Decision,
  rng: RngState,
  budget: SearchBudget = {},
): OptionEstimate[] {
  const playouts = Math.max(1, budget.playouts ?? DEFAULT_PLAYOUTS);
  const endgameCards = budget.endgameCards ?? 0;
  const endgame = endgameCards > 0 && state.drawPile.length <= endgameCards;
  const horizon = endgame ? ENDGAME_HORIZON : Math.max(0, budget.horizon ?? DEFAULT_HORIZON);
  const stopTurn = endgame ? Infinity : state.turn + Math.max(0, budget.turns ?? DEFAULT_TURNS);
  const seat: Seat = decision.seat;
  const z = budget.confidenceZ ?? CONFIDENCE_Z;
  const bonus = budget.finaleBonus ?? FINALE_BONUS_VP;
  const base = drawWords(rng);
  const sample = budget.sample ?? determinize;
  const tallies: Tally[] = decision.options.map((action) => ({
    action,
    n: 0,
    utility: 0,
    samples: [],
    value: 0,
    chance: 0,
    score: 0,
  }));
  const worlds: { state: GameState; words: [number, number, number, number] }[] = [];
  const world = (j: number) => {
    for (let k = worlds.length; k <= j; k++) {
      const r = rngFromWords(base[0], base[1], base[2] ^ (k + 1), base[3] + 0x9e3779b9 * (k + 1));
      worlds.push({ state: sample(state, r), words: drawWords(r) });
    }
    return worlds[j] as (typeof worlds)[number];
  };
  /** One playout of `action` in world `w`: the greedy bots to the horizon, then the evaluation. */
  const playout = (action: Action, w: (typeof worlds)[number]) => {
    const sim = cloneState(w.state);
    let d = stepInPlace(sim, action);
    const policyRng = rngFromWords(...w.words);
    for (let step = 0; step < horizon && d; step++) {
      if (sim.turn >= stopTurn && sim.phase === 'action') break;
      d = stepInPlace(sim, rolloutAction(sim, d, policyRng));
    }
    return evaluateState(sim, budget.weights);
  };
  const utilityOf = (e: ReturnType<typeof evaluateState>) =>
    e.finaleChance * (e.finaleScore + bonus);
  const greedyPick = greedyOption(world(0).state, decision, rngFromWords(...base));
  const estimates = () =>
    tallies
      .map((t) => toEstimate(t, t.action === greedyPick))
      .sort((a, b) => rank(b, seat) - rank(a, seat));
  if (tallies.length === 1) return estimates();

  const deadline =
    budget.timeMs !== undefined && budget.now ? budget.now() + budget.timeMs : Infinity;
  const timeUp = () => deadline !== Infinity && (budget.now as () => number)() >= deadline;

  let alive = tallies.slice();
  let used = 0;
  const rounds = Math.max(1, Math.ceil(Math.log2(alive.length)));
  for (let round = 0; round < rounds && used < playouts && !timeUp(); round++) {
    const per = Math.max(1, Math.floor(playouts / (alive.length * rounds)));
    for (let p = 0; p < per && !timeUp(); p++) {
      for (const t of alive) {
        const e = playout(t.action, world(t.n));
        t.n++;
        t.value += e.value;
        const u = utilityOf(e);
        t.utility += u;
        t.samples.push(u);
        t.chance += e.finaleChance;
        t.score += e.finaleChance * e.finaleScore;
        used++;
      }
    }
    if (round < rounds - 1) {
      const sorted = alive
        .slice()
        .sort(
          (a, b) =>
            rank(toEstimate(b, b.action === greedyPick), seat) -
            rank(toEstimate(a, a.action === greedyPick), seat),
        );
      alive = sorted.slice(0, Math.max(2, Math.ceil(alive.length / 2)));
      // The greedy pick stays in every round: it is what a deviation must beat.
      const g = tallies.find((t) => t.action === greedyPick);
      if (g && !alive.includes(g)) alive.push(g);
    }
  }
  // A time budget may end before every option got a playout: unseen options rank last.
  const ranked = estimates();
  const top = tallies.find((t) => t.action === ranked[0]?.action);
  const g = tallies.find((t) => t.action === greedyPick);
  const confirmed = (a: Tally, b: Tally) => {
    const fresh = Math.max(0, budget.confirm ?? 0);
    if (fresh === 0) return true;
    const from = worlds.length;
    let ahead = 0;
    for (let j = from; j < from + fresh; j++) {
      const w = world(j);
      ahead += utilityOf(playout(a.action, w)) - utilityOf(playout(b.action, w));
    }
    return (seat === 'imperialist' ? -ahead : ahead) > 0;
  };
  if (top && g && top !== g && !(clearlyBetter(top, g, seat, z) && confirmed(top, g))) {
    const i = ranked.findIndex((e) => e.action === greedyPick);
    ranked.unshift(...ranked.splice(i, 1));
  }
  return ranked;
}

/**
 * Whether `a` beats `b` on the worlds both were played in by more than noise: the mean of the
 * paired differences must exceed `z` standard errors (and two worlds at least).
 */
function clearlyBetter(a: Tally, b: Tally, seat: Seat, z: number): boolean {
  const n = Math.min(a.samples.length, b.samples.length);
  if (n < 2) return false;
  const sign = seat === 'imperialist' ? -1 : 1;
  const d = Array.from(
    { length: n },
    (_, j) => sign * ((a.samples[j] as number) - (b.samples[j] as number)),
  );
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const variance = d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  return mean > z * Math.sqrt(variance / n);
}

function toEstimate(t: Tally, greedy: boolean): OptionEstimate {
  const n = Math.max(1, t.n);
  const chance = t.chance / n;
  return {
    action: t.action,
    playouts: t.n,
    expectedScore: t.value / n,
    finaleChance: chance,
    finaleScore: chance > 0 ? t.score / n / chance : 0,
    greedy,
    utility: t.utility / n,
  };
}

/** Higher is better for the seat deciding; options never tried rank below every tried one. */
function rank(e: OptionEstimate, seat: Seat): number {
  if (e.playouts === 0) return -1e9 + (e.greedy ? 1 : 0);
  const v = seat === 'imperialist' ? -e.utility : e.utility;
  return v + (e.greedy ? 1e-6 : 0);
}

/** The search Nautilus: same shape as `chooseGreedy`, so it plugs into the seat policies. */
export function chooseSearch(
  state: GameState,
  decision: Decision,
  rng: RngState,
  budget: SearchBudget = {},
): Action {
  if (decision.options.length === 1) return decision.options[0] as Action;
  const best = searchDecision(state, decision, rng, budget)[0];
  if (!best) throw new Error(`Decision ${decision.kind} has no options`);
  return best.action;
}

/** The search Imperialist: it minimises the Nautilus' expected score, from what it can see. */
export function searchImperialist(
  state: GameState,
  decision: Decision,
  rng: RngState,
  budget: SearchBudget = {},
): Action {
  return chooseSearch(state, decision, rng, budget);
}
