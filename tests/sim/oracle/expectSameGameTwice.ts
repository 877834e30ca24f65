import { expect } from 'vitest';
import { stateHash } from '../../../src/core/hash';
import type { GameState, Action } from '../../../src/core/types';

/** What a bound's test game returns: the final state, the actions taken, and how many were illegal. */
export interface PlayedGame {
  state: GameState;
  actions: Action[];
  illegal: number;
}

/**
 * Plays the game twice from the same start and asks that it ends, takes only legal actions (at
 * least `minActions`), and is the same game both times.
 */
export function expectSameGameTwice(play: () => PlayedGame, minActions: number): void {
  const a = play();
  const b = play();
  expect(a.state.result).not.toBeNull();
  expect(a.illegal).toBe(0);
  expect(a.actions.length).toBeGreaterThan(minActions);
  expect(b.actions).toEqual(a.actions);
  expect(stateHash(b.state)).toBe(stateHash(a.state));
}
