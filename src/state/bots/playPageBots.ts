import {
  applyActionInPlace,
  createGame,
  currentDecision,
  defaultSetup,
  type Action,
  type Decision,
  type GameEvent,
  type GameState,
  type RngState,
  type Seat,
} from '../../core';
import { answerBotMove, policyFor } from '../../core/bots';
import type { MotiveId } from '../../core/data';
import { pageBotRng } from '../../kernel/seeds';
import type { BotStrength } from './botStrength';
import { MOVE_BUDGET } from './botBudgets';

/** What a show's caller sees of each step: its events, the state they left, and the bot's action (none for the opening). */
export type ShowStep = (events: GameEvent[], state: GameState, action: Action | null) => void;

export interface PlayOptions {
  variant?: 'solo' | 'versus';
  onStep?: ShowStep;
  /** Stop after this many actions (default: play to the end). */
  maxActions?: number;
}

/** The quick bot's move in the page: each seat draws from its own stream of the game seed. */
export function quickPageMove(
  state: GameState,
  decision: Decision,
  seed: string,
  bySeat: Partial<Record<Seat, RngState>>,
): Action {
  const rng = (bySeat[decision.seat] ??= pageBotRng(seed, decision.seat));
  return policyFor(decision.seat, 'greedy')(state, decision, rng);
}

/**
 * A whole game of `seed` played synchronously as the page's bots play it in autoplay and shows:
 * the quick bot of each seat from `pageBotRng`; the strong bot, where a decision has options to
 * weigh, with the worker's per-move stream and the page's move budget. Same seed, same game.
 */
export function playPageBots(
  seed: string,
  motive: MotiveId,
  strength: BotStrength,
  { variant = 'solo', onStep = () => {}, maxActions = 20_000 }: PlayOptions = {},
): GameState {
  const { state, events } = createGame(defaultSetup({ seed, motive, variant }));
  onStep(events, state, null);
  const rngs: Partial<Record<Seat, RngState>> = {};
  for (let actions = 0; actions < maxActions && !state.result; actions++) {
    const decision = currentDecision(state);
    if (!decision) break;
    const action =
      strength === 'strong' && decision.options.length > 1
        ? answerBotMove(state, decision, seed, actions, MOVE_BUDGET)
        : quickPageMove(state, decision, seed, rngs);
    onStep(applyActionInPlace(state, action), state, action);
  }
  return state;
}
