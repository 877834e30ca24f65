import { advance } from '../../../src/core/engine';
import type { Frame } from '../../../src/core/frames';
import type { OceanId } from '../../../src/core/data/types';
import { OCEAN_IDS } from '../../../src/core/data/types';
import type { GameEvent, GameState } from '../../../src/core/types';
import { newGame, playUntil } from '../testGame';

/** A game waiting in the Action Phase; the map is emptied (ships back to the bag). */
export function quietActionPhase(setup: Parameters<typeof newGame>[0] = {}): GameState {
  const state = newGame(setup);
  playUntil(state, 'action');
  clearOceans(state);
  return state;
}

export function clearOceans(state: GameState): void {
  for (const o of OCEAN_IDS) {
    for (const v of state.oceans[o].slots) if (v >= 0) state.shipBag.push(v);
    state.oceans[o].slots = state.oceans[o].slots.map(() => -1);
  }
}

/** Takes ship `id` out of wherever it is and puts it in `ocean` with its front or back up. */
export function putShipAt(
  state: GameState,
  ocean: OceanId,
  slot: number,
  id: number,
  face: 0 | 1 = 0,
): void {
  state.shipBag = state.shipBag.filter((s) => s !== id);
  for (const stack of state.shipStacks) stack.ids = stack.ids.filter((s) => s !== id);
  state.oceans[ocean].slots[slot] = id;
  state.shipFace[id] = face;
}

export function fillOcean(state: GameState, ocean: OceanId, value = -2): void {
  state.oceans[ocean].slots = state.oceans[ocean].slots.map(() => value);
}

/** Runs `frame` on top of the stack until a decision is needed; returns its events. */
export function runFrame(state: GameState, frame: Frame): GameEvent[] {
  const events: GameEvent[] = [];
  state.stack.push(frame);
  advance(state, events);
  return events;
}
