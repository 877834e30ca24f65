import { createGame, defaultSetup } from '../../src/core/createGame';
import { policyFor, type BotStrength } from '../../src/core/bots/policyFor';
import type { MotiveId } from '../../src/core/data/types';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import type { RngState } from '../../src/core/rng';
import type { Seat } from '../../src/core/types';
import type { GameEvent } from '../../src/core/gameEvent';
import { simulateThrow } from '../../src/dice';
import { pageBotRng, throwSeed } from '../../src/kernel/seeds';
import { MOVE_BUDGET } from '../../src/state/bots/botBudgets';
import { showPace, type ShowPace } from '../../src/state/showcase/showPace';
import { captionOf } from '../../src/state/nemo/events/eventCatalogue';
import type { Caption } from '../../src/state/nemo/events/eventEntry';

export interface PacedShow extends ShowPace {
  seed: string;
  turn: number;
  total: number | null;
}

/**
 * A whole show of `seed` played in Node by the page's bots (same seeds, the strong bot at the
 * page's move budget), with its 1× running time: each tray roll's recorded throw is simulated
 * as the page does, so the estimate needs no rendering.
 */
export function showPaceOf(
  seed: string,
  motive: MotiveId,
  strength: BotStrength = 'greedy',
): PacedShow {
  const { state, events: opening } = createGame(defaultSetup({ seed, motive }));
  const events: GameEvent[] = [...opening];
  // Each caption as the show words it, against the state its event left.
  const captions: (Caption | null)[] = opening.map((e) => captionOf(e, state));
  const rngs: Partial<Record<Seat, RngState>> = {};
  let decisions = 0;
  const thinksBefore = new Set<number>();
  for (let i = 0; i < 20_000 && !state.result; i++) {
    const decision = currentDecision(state);
    if (!decision) break;
    const rng = (rngs[decision.seat] ??= pageBotRng(seed, decision.seat));
    const policy = policyFor(decision.seat, strength, MOVE_BUDGET);
    const step = applyActionInPlace(state, policy(state, decision, rng));
    thinksBefore.add(events.length);
    events.push(...step);
    for (const e of step) captions.push(captionOf(e, state));
    decisions++;
  }
  const pace = showPace(
    events,
    decisions,
    (roll) => {
      const recording = simulateThrow({ seed: throwSeed(seed, roll.rollIndex), dice: roll.dice });
      return recording.settleSteps * recording.dt * 1000;
    },
    (_event, index) => captions[index] ?? null,
    thinksBefore,
  );
  return { seed, turn: state.turn, total: state.result?.score?.total ?? null, ...pace };
}
