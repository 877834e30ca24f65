import { msg } from './data/coreText';
import { englishValue } from './text/renderEnglish';
import type { DefeatCause, GameEvent, GameState } from './types';

/** How a voyage ended: at the Finale (scored), or by the cause of a Defeat. */
export type VoyageEnding = 'finale' | DefeatCause;

export type GameEndedEvent = Extract<GameEvent, { type: 'GameEnded' }>;

/** What a board, the captain's log and a replay list show of one finished voyage. */
export interface VoyageSummary {
  seed: string;
  motive: GameState['setup']['motive'];
  variant: GameState['setup']['variant'];
  /** The Finale's total; 0 for a Defeat without scoring. */
  score: number;
  /** The victory level's label ("Defeat" when unscored). */
  level: string;
  /** The turn the voyage ended in. */
  turns: number;
  ending: VoyageEnding;
  winner?: 'nautilus' | 'imperialist' | 'draw';
}

/** Summarises an ended game from its final state and its GameEnded event; null while it goes on. */
export function summarizeVoyage(state: GameState, ended: GameEndedEvent): VoyageSummary | null {
  if (!state.result) return null;
  const summary: VoyageSummary = {
    seed: state.setup.seed,
    motive: state.setup.motive,
    variant: state.setup.variant,
    score: ended.total ?? 0,
    level: englishValue(state.result.score ? state.result.score.level : msg('level.defeat')),
    turns: state.turn,
    ending: ended.outcome === 'scored' ? 'finale' : (ended.cause ?? 'other'),
  };
  if (ended.winner) summary.winner = ended.winner;
  return summary;
}
