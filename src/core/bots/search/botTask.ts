import type { GameSetup, GameState, Seat, Action, Decision } from '../../types';
import { isCoreText, type CoreText } from '../../data/coreText';
import { fillMaskedView } from './fillMaskedView';
import { currentDecision } from '../../engine';
import { nemoEngine } from '../../nemoEngine';
import { replayActions } from '../../../kernel/replay';
import { botRng } from '../../../kernel/seeds';
import { chooseSearch, type SearchBudget } from './searchDecision';
import { coachAdvice, reviewGame, type CoachAdvice, type ReviewItem } from './coachAdvice';

/** What a bot is asked to do for the position a record reaches. */
export type BotTask =
  | { kind: 'move'; budget: SearchBudget }
  | { kind: 'coach'; budget: SearchBudget }
  | { kind: 'review'; budget: SearchBudget; seat?: Seat };

/**
 * One request: the game's record (setup and the actions so far) and the task. An online seat
 * has no record, only its view: `view` (a state whose face-down entries read `mask`) is then the
 * position, and the bot sees no more than that seat does (`fillMaskedView`).
 */
export interface BotRequest {
  setup: GameSetup;
  actions: Action[];
  task: BotTask;
  view?: { state: GameState; mask: string };
}

export type BotAnswer =
  | { kind: 'move'; action: Action | null }
  | { kind: 'coach'; advice: CoachAdvice | null }
  | { kind: 'review'; items: ReviewItem[] }
  /** The bot failed: `text` is the core's message where the error carried one (the page renders it); `message` is English, for logs. */
  | { kind: 'error'; message: string; text: CoreText | null };

/** The search Nautilus' and Imperialist's stream for the decision after `actionCount` actions. */
export function searchMoveRng(seed: string, seat: Seat, actionCount: number) {
  return botRng('autoplay', seed, seat, 'search', actionCount);
}

/** The strong bot's move after `actionCount` actions of the game `seed`, wherever it is asked. */
export function answerBotMove(
  state: GameState,
  decision: Decision,
  seed: string,
  actionCount: number,
  budget: SearchBudget,
): Action {
  return chooseSearch(state, decision, searchMoveRng(seed, decision.seat, actionCount), budget);
}

/**
 * Answers a bot request from a record alone (the worker and its synchronous fallback both
 * call this): the same record and budget give the same answer wherever it runs.
 */
export function answerBotRequest({ setup, actions, task, view }: BotRequest): BotAnswer {
  try {
    if (task.kind === 'review') {
      return {
        kind: 'review',
        items: reviewGame(setup, actions, { ...task.budget, seat: task.seat }),
      };
    }
    if (view) {
      if (task.kind !== 'coach')
        return { kind: 'error', message: 'Only the coach reads a view', text: null };
      return {
        kind: 'coach',
        advice: coachAdvice(fillMaskedView(view.state, view.mask), task.budget),
      };
    }
    const state = replayActions(nemoEngine, setup, actions);
    if (task.kind === 'coach') return { kind: 'coach', advice: coachAdvice(state, task.budget) };
    const decision = currentDecision(state);
    if (!decision || state.result) return { kind: 'move', action: null };
    return {
      kind: 'move',
      action: answerBotMove(state, decision, setup.seed, actions.length, task.budget),
    };
  } catch (e) {
    const text = (e as { text?: unknown }).text;
    return { kind: 'error', message: (e as Error).message, text: isCoreText(text) ? text : null };
  }
}
