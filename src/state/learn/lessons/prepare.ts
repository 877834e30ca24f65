import { createGame, defaultSetup } from '../../../core/createGame';
import { playDefaultsUntil } from '../../../core/bots/playDefaultsUntil';
import type { GameSetup, GameState } from '../../../core/types';

/** A fresh game for a lesson position (the same seed always builds the same position). */
export function lessonGame(setup: Partial<GameSetup>): GameState {
  return createGame(defaultSetup(setup)).state;
}

/** Plays plain default choices until a decision of `kind` is pending. */
export function playUntilKind(state: GameState, kind: string, limit = 300): void {
  playDefaultsUntil(state, kind, limit);
}

/**
 * A versus game at the Imperialist's actions, with both reinforcement groups arrived (their
 * ships in the bag) and no Squadron on the map or in the Tableau yet.
 */
export function versusLessonGame(seed: string): GameState {
  const state = lessonGame({ seed, motive: 'piracy', variant: 'versus' });
  playUntilKind(state, 'imperialistAction');
  for (const stack of state.shipStacks) {
    if (stack.group !== 'D' && stack.group !== 'E') continue;
    state.shipBag.push(...stack.ids);
    stack.ids = [];
  }
  for (const ocean of Object.values(state.oceans)) ocean.squadrons = [];
  if (state.imperialist) state.imperialist.tableau = [];
  return state;
}

/** Moves a card to the top of the Draw Pile. */
export function putOnTop(state: GameState, card: string): void {
  state.drawPile = [card, ...state.drawPile.filter((c) => c !== card)];
}
