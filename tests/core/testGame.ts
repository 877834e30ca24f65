import { playUntil, scenario } from '../../src/core/scenario';
import { applyActionInPlace, currentDecision } from '../../src/core/engine';
import type { GameSetup, GameState, Action, Decision } from '../../src/core/types';
import type { GameEvent } from '../../src/core/gameEvent';

/** A fresh game; `setup` overrides the defaults (Explore, Normal, seed "test"). */
export function newGame(setup: Partial<GameSetup> = {}): GameState {
  return scenario({ seed: 'test', ...setup });
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

export { forceDice, playUntil } from '../../src/core/scenario';

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
