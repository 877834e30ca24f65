import { allAspects, defaultSetup, type GameSetup, type VersusOptions } from '../../core';
import { MOTIVES, type Difficulty, type MotiveId } from '../../core/data';

/** What a new game is asked for (by the URL, a show or the setup screen); the rest is default. */
export interface SetupRequest {
  seed: string;
  motive: MotiveId | null;
  variant: 'solo' | 'versus';
  /** One level for every aspect; none keeps Normal. */
  difficulty?: Difficulty | null;
  versus?: VersusOptions;
}

/**
 * The Motive a game opens with: the one asked for, else Explore; the Imperialist variant is
 * played with a Stern Motive only (seed 000 §7a), so there another becomes Piracy.
 */
export function motiveFor(motive: MotiveId | null, variant: 'solo' | 'versus'): MotiveId {
  if (variant === 'versus') return motive && MOTIVES[motive].stern ? motive : 'piracy';
  return motive ?? 'explore';
}

/** A new game's setup from what was asked for. */
export function newGameSetup(request: SetupRequest): GameSetup {
  return defaultSetup({
    seed: request.seed,
    motive: motiveFor(request.motive, request.variant),
    variant: request.variant,
    ...(request.difficulty ? { difficulty: allAspects(request.difficulty) } : {}),
    ...(request.versus ? { versus: request.versus } : {}),
  });
}

/** The setup with one difficulty level for every aspect. */
export function withDifficulty(setup: GameSetup, level: Difficulty): GameSetup {
  return { ...setup, difficulty: allAspects(level) };
}
