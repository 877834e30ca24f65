import type { GameEvent, GameState } from './types';
import { scoreGame } from './scoring';

/** Ends the game: a Defeat reads the Defeat paragraph; otherwise the score decides the level. */
export function finishGame(
  state: GameState,
  events: GameEvent[],
  outcome: 'defeat' | 'scored',
  reason: string,
): void {
  if (state.result) return;
  const score = outcome === 'scored' ? scoreGame(state) : null;
  const level = score ? score.level : 'Defeat';
  state.result = {
    outcome,
    reason,
    score,
    epilogueKey: `${state.motive}.${level.toLowerCase()}`,
  };
  state.phase = 'ended';
  state.stack = [];
  events.push({ type: 'GameEnded', outcome, reason, total: score ? score.total : null, level });
}
