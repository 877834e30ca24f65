import type { EventSink } from '../../kernel/engine';
import type { Action, Decision, DecisionKind, GameEvent, GameState, Seat } from '../types';
import type { Frame } from '../frames';
import type { CoreText } from '../data/coreText';

export interface FrameHandler<F extends Frame> {
  /** The pending decision, or null when the frame runs automatically. */
  decide?(state: GameState, frame: F): Decision | null;
  choose?(state: GameState, frame: F, action: Action, events: EventSink<GameEvent>): void;
  run?(state: GameState, frame: F, events: EventSink<GameEvent>): void;
  /**
   * The playout contract (optional, with `optionAt`): how many options `decide` would offer,
   * 0 when it would return null, without building them.
   */
  count?(state: GameState, frame: F, marks: number[] | null): number;
  /**
   * The `index`-th option `decide` would offer, built alone. `marks` are those the count of the
   * same decision wrote (optionScan.ts `skipSection`), or null.
   */
  optionAt?(state: GameState, frame: F, index: number, marks: number[] | null): Action;
  /** How many sections the handler's count marks (`skipSection`); none when absent. */
  sections?: number;
  /** Who decides, when `count` is used (default: the Nautilus). */
  seat?(state: GameState, frame: F): Seat;
}

export type FrameHandlers = { [K in Frame['k']]: FrameHandler<Extract<Frame, { k: K }>> };

export function popFrame(state: GameState, frame: Frame): void {
  // A rule that ended the game mid-step (e.g. a Deadly Seas hazard while drawing) cleared the stack.
  if (state.result && state.stack.length === 0) return;
  const top = state.stack[state.stack.length - 1];
  if (top !== frame) throw new Error(`Frame stack corrupted: expected ${frame.k} on top`);
  state.stack.pop();
}

export function nautilusDecision(
  kind: DecisionKind,
  prompt: CoreText,
  rule: CoreText,
  options: Action[],
): Decision {
  return { seat: 'nautilus', kind, prompt, rule, options };
}
