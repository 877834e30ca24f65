/**
 * The oracle: a perfect-information planner for the Nautilus seat, a bound and not a bot. It
 * CHEATS: it searches the true game state (the Draw Pile and Adventure deck order, the Ship bag,
 * Hidden Ship identities and the state's own seeded dice), so every line it looks at is exactly
 * what would happen. Sim only: page code must never import it (tests/sim/oracle/oracle.test.ts).
 *
 * Method: nested rollouts with a remembered best line (the pilot method). At every decision with
 * a choice, each option is played out to the end of the game `rollouts` times (the first with the
 * greedy bots, the others with some random moves mixed in); the best complete line found so far is
 * kept and followed unless a new playout beats it. On the true state a line is a promise, so the
 * oracle never ends worse than the greedy playout from its first decision.
 */
import type { GameState, Seat, Action, Decision } from '../../../src/core/types';
import { currentDecision, stepInPlace } from '../../../src/core/engine';
import { cloneState } from '../../../src/core/cloneState';
import { samePlain } from '../../../src/core/actionKey';
import {
  drawWords,
  nextUint32,
  randomFloat,
  rngFromWords,
  type RngState,
} from '../../../src/kernel/prng';
import { chooseRandom } from '../../../src/core/bots/randomPolicy';
import { rolloutAction } from '../../../src/core/bots/search/searchDecision';

/** Playouts per option per decision (`--oracle-budget N`). */
export const DEFAULT_ORACLE_BUDGET = 2;
/** Share of random moves in every playout after an option's first (greedy) one. */
const EXPLORE = 0.12;
const MAX_PLAYOUT_STEPS = 20_000;
/** Every Finale outranks every defeat; among defeats, the later the better. */
const FINALE_BASE = 100_000;

export const ORACLE_NOTE =
  'oracle = perfect information: it CHEATS (sees the deck order, the Ship bag, Hidden Ships and future dice); a bound for the bots, not a bot';

export const IMPERIALIST_ORACLE_NOTE =
  'imperialist oracle = perfect information: the Imperialist CHEATS (sees the deck order, the Ship bag, Hidden Ships and future dice); a bound on what the hunter can do, not a bot';

/** How good an ended game is for the Nautilus: a Finale by its score, a defeat by how late. */
export function lineValue(state: GameState): number {
  const score = state.result?.score?.total;
  if (score !== undefined) return FINALE_BASE + score;
  return state.turn * 100 - state.drawPile.length;
}

interface Line {
  /** Every action from the current decision to the end of the game, for all seats. */
  actions: Action[];
  value: number;
}

export interface Oracle {
  /** The seat it plays (default the Nautilus, which maximises `lineValue`; the Imperialist minimises it). */
  seat?: Seat;
  /** Its seat's pick at the pending decision (`decision` must be `currentDecision(state)`). */
  choose(state: GameState, decision: Decision): Action;
  /** Tells the oracle an action was applied (its own or another seat's). */
  observe(action: Action): void;
}

function playOut(start: GameState, first: Action, rng: RngState, explore: number): Line {
  const sim = cloneState(start);
  const actions: Action[] = [first];
  let d = stepInPlace(sim, first);
  for (let step = 0; d && step < MAX_PLAYOUT_STEPS; step++) {
    const a =
      explore > 0 && d.options.length > 1 && randomFloat(rng) < explore
        ? chooseRandom(d, rng)
        : rolloutAction(sim, d, rng);
    actions.push(a);
    d = stepInPlace(sim, a);
  }
  return { actions, value: lineValue(sim) };
}

/**
 * An oracle for one game; `words` seed its playouts (the same words, budget and game: the same
 * picks). For the Imperialist seat (versus) it hunts: it minimises the Nautilus' line value, and
 * a remembered line is a promise only while the Nautilus plays as the line's playout did.
 */
export function createOracle(
  words: readonly [number, number, number, number],
  rollouts = DEFAULT_ORACLE_BUDGET,
  seat: Seat = 'nautilus',
): Oracle {
  let plan: Line | null = null;
  let decisionIndex = 0;
  const per = Math.max(1, Math.floor(rollouts));
  const sign = seat === 'imperialist' ? -1 : 1;
  return {
    seat,
    choose(state, decision) {
      decisionIndex++;
      if (decision.options.length === 1) return decision.options[0] as Action;
      let best: Line | null =
        plan && plan.actions[0] && decision.options.some((o) => samePlain(o, plan!.actions[0]))
          ? plan
          : null;
      decision.options.forEach((option, i) => {
        for (let r = 0; r < per; r++) {
          const rng = rngFromWords(
            words[0] ^ decisionIndex,
            words[1] + 0x9e3779b9 * (i + 1),
            words[2] ^ (r * 0x85ebca6b),
            words[3],
          );
          for (let warm = 0; warm < 2; warm++) nextUint32(rng);
          const line = playOut(state, option, rng, r === 0 ? 0 : EXPLORE);
          if (!best || sign * line.value > sign * best.value) best = line;
        }
      });
      plan = best;
      return (best as Line).actions[0] as Action;
    },
    observe(action) {
      if (plan && plan.actions[0] && samePlain(plan.actions[0], action)) {
        plan = { actions: plan.actions.slice(1), value: plan.value };
      } else plan = null;
    },
  };
}

/** The oracle's playout seed for game `game` of a sim run. */
export function oracleWords(rng: RngState): RngState {
  return drawWords(rng);
}

/** Plays one game to its end with the oracle on every decision of its seat and `other` on the rest. */
export function playOracleGame(
  state: GameState,
  oracle: Oracle,
  other: (state: GameState, decision: Decision) => Action,
  onAction?: (action: Action) => void,
): void {
  for (let d = currentDecision(state); d && !state.result; d = currentDecision(state)) {
    const a = d.seat === (oracle.seat ?? 'nautilus') ? oracle.choose(state, d) : other(state, d);
    oracle.observe(a);
    onAction?.(a);
    stepInPlace(state, a);
  }
}
