import { createGame, defaultSetup } from '../../src/core/createGame';
import { playDefaultsUntil } from '../../src/core/bots/playDefaultsUntil';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import type { Action, Decision, GameEvent, GameSetup, GameState } from '../../src/core/types';

/** A fresh game; `setup` overrides the defaults (Explore, Normal, seed "test"). */
export function newGame(setup: Partial<GameSetup> = {}): GameState {
  return createGame(defaultSetup({ seed: 'test', ...setup })).state;
}

export function decision(state: GameState): Decision {
  const d = currentDecision(state);
  if (!d) throw new Error('no decision pending');
  return d;
}

/** Applies the first option matching `pick` (or throws listing what was offered). */
export function choose(state: GameState, pick: (a: Action) => boolean): GameEvent[] {
  const d = decision(state);
  const action = d.options.find(pick);
  if (!action)
    throw new Error(`no option matches in ${d.kind}: ${JSON.stringify(d.options.slice(0, 8))}`);
  return applyActionInPlace(state, action);
}

/** Plays sensible defaults until a decision of `kind` is pending (declines, ends actions, first option). */
export function playUntil(state: GameState, kind: string, limit = 500): Decision {
  return playDefaultsUntil(state, kind, limit);
}

/** The next dice the game rolls will be these values (forced-dice test double). */
export function forceDice(state: GameState, ...values: number[]): void {
  state.forcedRolls = [...(state.forcedRolls ?? []), ...values];
}

/** A game waiting in the Action Phase with the Nautilus in `ocean` and nothing else there. */
export function actionPhaseAt(state: GameState, ocean: GameState['nautilus']): void {
  playUntil(state, 'action');
  state.nautilus = ocean;
}

export function eventsOf<T extends GameEvent['type']>(
  events: GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}
