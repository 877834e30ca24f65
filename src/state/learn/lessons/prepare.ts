import { createGame, defaultSetup } from '../../../core/createGame';
import { applyActionInPlace, currentDecision } from '../../../core/engine';
import type { Action, GameSetup, GameState } from '../../../core/types';

/** A fresh game for a lesson position (the same seed always builds the same position). */
export function lessonGame(setup: Partial<GameSetup>): GameState {
  return createGame(defaultSetup(setup)).state;
}

/**
 * Plays plain default choices until a decision of `kind` is pending: declines, ends actions,
 * rolls without exerting, accepts results, otherwise the first option (as tests/core/testGame.ts).
 */
export function playUntilKind(state: GameState, kind: string, limit = 300): void {
  for (let i = 0; i < limit; i++) {
    const d = currentDecision(state);
    if (!d) throw new Error(`no decision while waiting for ${kind}`);
    if (d.kind === kind) return;
    const pass =
      d.options.find((o) => o.type === 'declineStartingUpgrade') ??
      d.options.find((o) => o.type === 'endImperialistPhase') ??
      d.options.find((o) => o.type === 'endActions') ??
      d.options.find((o) => o.type === 'commitTest' && o.exert.length === 0 && !o.treasure) ??
      d.options.find((o) => o.type === 'acceptResult') ??
      (d.options[0] as Action);
    applyActionInPlace(state, pass);
    if (state.result) throw new Error(`the game ended before ${kind}`);
  }
  throw new Error(`no ${kind} decision within ${limit} actions`);
}

/** Moves a card to the top of the Draw Pile. */
export function putOnTop(state: GameState, card: string): void {
  state.drawPile = [card, ...state.drawPile.filter((c) => c !== card)];
}
