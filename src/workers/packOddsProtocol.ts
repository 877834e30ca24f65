import type { GameSetup } from '../core';

/** The page asks: play `games` trial games of this setup, with its pack and without. */
export interface PackOddsRequest {
  setup: GameSetup;
  games: number;
}

/** The worker answers after each pair of games, and once more when done. */
export interface PackOddsProgress {
  done: number;
  games: number;
  packFinales: number;
  builtInFinales: number;
  finished: boolean;
}
