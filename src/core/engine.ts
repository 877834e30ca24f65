import type { EventSink } from '../kernel/engine';
import type { Action, ApplyResult, Decision, GameEvent, GameState, Seat } from './types';
import type { Frame } from './frames';
import { FRAME_HANDLERS } from './frameHandlers';
import type { FrameHandler } from './handlers/FrameHandler';
import { cloneState } from './cloneState';
import { samePlain } from './actionKey';
import { DISCARD_EVENTS } from './discardEvents';
import { msg, type CoreText, type CoreValue } from './data/coreText';
import { renderEnglish } from './text/renderEnglish';

/** An action the rules refuse; `text` says why for any language, `message` in English. */
export class IllegalActionError extends Error {
  readonly text: CoreText;
  constructor(text: CoreText) {
    super(renderEnglish(text));
    this.name = 'IllegalActionError';
    this.text = text;
  }
}

function topFrame(state: GameState): Frame | undefined {
  return state.stack[state.stack.length - 1];
}

type AnyHandler = FrameHandler<Frame>;

/**
 * A frame handler with every member present (null when the handler lacks it), all of one hidden
 * class: the loop reads `run`, `count`, ... from one shape instead of one per handler object.
 */
class Dispatch {
  readonly decide: AnyHandler['decide'] | null;
  readonly choose: AnyHandler['choose'] | null;
  readonly run: AnyHandler['run'] | null;
  readonly count: AnyHandler['count'] | null;
  readonly optionAt: AnyHandler['optionAt'] | null;
  readonly seat: AnyHandler['seat'] | null;
  readonly sections: number;
  constructor(h: AnyHandler) {
    this.decide = h.decide ?? null;
    this.choose = h.choose ?? null;
    this.run = h.run ?? null;
    this.count = h.count ?? null;
    this.optionAt = h.optionAt ?? null;
    this.seat = h.seat ?? null;
    this.sections = h.sections ?? 0;
  }
}

const DISPATCH: Record<string, Dispatch | undefined> = {};
for (const [k, h] of Object.entries(FRAME_HANDLERS)) DISPATCH[k] = new Dispatch(h as AnyHandler);

function handlerOf(frame: Frame): Dispatch {
  const handler = DISPATCH[frame.k];
  if (!handler) throw new Error(`No handler for frame ${frame.k}`);
  return handler;
}

function decisionOf(state: GameState, frame: Frame, handler = handlerOf(frame)): Decision | null {
  return handler.decide ? handler.decide(state, frame) : null;
}

/**
 * The decision loop of both speeds: runs automatic steps until `open` finds a decision at the top
 * frame (returned) or the game ends (null).
 */
function runUntilDecision<D>(
  state: GameState,
  events: EventSink<GameEvent>,
  open: (state: GameState, frame: Frame, handler: Dispatch) => D | null,
): D | null {
  for (let guard = 0; state.result === null; guard++) {
    if (guard > 50_000) throw new Error('Rules engine did not reach a decision (loop guard)');
    const frame = topFrame(state);
    if (!frame) {
      state.stack.push({ k: 'turn', step: 'event' });
      continue;
    }
    const handler = handlerOf(frame);
    const decision = open(state, frame, handler);
    if (decision) return decision;
    if (!handler.run) throw new Error(`Frame ${frame.k} neither decides nor runs`);
    handler.run(state, frame, events);
  }
  return null;
}

function openDecision(state: GameState, frame: Frame, handler: Dispatch): Decision | null {
  const decision = decisionOf(state, frame, handler);
  if (decision && decision.options.length === 0) {
    throw new Error(`Decision "${decision.kind}" has no legal option (${decision.rule})`);
  }
  return decision;
}

/** Runs automatic steps until a seat must decide (that decision is returned) or the game ends. */
export function advance(state: GameState, events: EventSink<GameEvent>): Decision | null {
  return runUntilDecision(state, events, openDecision);
}

/** The decision the game waits for, or null when the game has ended. */
export function currentDecision(state: GameState): Decision | null {
  if (state.result) return null;
  const frame = topFrame(state);
  return frame ? decisionOf(state, frame) : null;
}

export function legalActions(state: GameState, seat: Seat = 'nautilus'): Action[] {
  const decision = currentDecision(state);
  return decision && decision.seat === seat ? decision.options : [];
}

function explainIllegal(state: GameState, action: Action): CoreText {
  if (state.result) return msg('error.ended', { reason: state.result.reason });
  const decision = currentDecision(state);
  if (!decision) return msg('error.noDecision');
  const { prompt, rule } = decision;
  if (!decision.options.some((o) => o.type === action.type)) {
    const allowed = listOf([...new Set(decision.options.map((o) => o.type))].map(actionName));
    return msg('error.wrongAction', { action: actionName(action.type), prompt, rule, allowed });
  }
  return msg('error.notAllowed', { action: actionName(action.type), rule, prompt });
}

/** Names joined as one list message (`a, b and c`); '—' when there are none. */
function listOf(names: readonly CoreText[]): CoreValue {
  return names
    .slice(0, -1)
    .reduceRight<CoreValue>(
      (rest, first) => msg('list.pair', { first, rest }),
      names.at(-1) ?? '—',
    );
}

/** An action's kind as a player reads it (`takeHit` → "take the Hit"). */
function actionName(type: Action['type']): CoreText {
  return msg(`actionType.${type}`);
}

/** Runs the chosen action on the top frame, then the automatic steps; returns the next decision. */
function chooseAndAdvance(
  state: GameState,
  frame: Frame,
  action: Action,
  events: EventSink<GameEvent>,
): Decision | null {
  chooseOn(state, frame, handlerOf(frame), action, events);
  return advance(state, events);
}

/** Runs the chosen action on the top frame (the automatic steps after it are the caller's). */
function chooseOn(
  state: GameState,
  frame: Frame,
  handler: Dispatch,
  action: Action,
  events: EventSink<GameEvent>,
): void {
  if (!handler.choose) throw new IllegalActionError(explainIllegal(state, action));
  handler.choose(state, frame, action, events);
  state.stats.actionsTaken++;
}

/** Applies an action in place (fast path for simulations and bots). */
export function applyActionInPlace<Sink extends EventSink<GameEvent> = GameEvent[]>(
  state: GameState,
  action: Action,
  events: Sink = [] as GameEvent[] as unknown as Sink,
  trusted = false,
): Sink {
  const frame = topFrame(state);
  if (!frame || state.result) throw new IllegalActionError(explainIllegal(state, action));
  if (!trusted) {
    const decision = decisionOf(state, frame);
    if (!decision || !decision.options.some((o) => samePlain(o, action))) {
      throw new IllegalActionError(explainIllegal(state, action));
    }
  }
  chooseAndAdvance(state, frame, action, events);
  return events;
}

/**
 * The playout step: applies an action the caller took from the current decision's options
 * (unchecked, events discarded) and returns the next decision, computed once.
 */
export function stepInPlace(state: GameState, action: Action): Decision | null {
  const frame = topFrame(state);
  if (!frame || state.result) throw new IllegalActionError(explainIllegal(state, action));
  return chooseAndAdvance(state, frame, action, DISCARD_EVENTS);
}

/** Immutable API: the input state is never changed. */
export function applyAction(state: GameState, action: Action): ApplyResult {
  const next = cloneState(state);
  const events = applyActionInPlace(next, action);
  return { state: next, events };
}

/**
 * The playout contract: a pending decision as its option count, with the options built only
 * when the frame's handler cannot count them (`decision`). A policy picks an index; only that
 * option is built (`playoutOption`). The count and every option agree with `currentDecision`.
 */
export interface PlayoutDecision {
  seat: Seat;
  count: number;
  /** The decision built in full, for frames whose handler has no `count`. */
  decision: Decision | null;
  /** Where the sections of the handler's option walk start, kept by the count (or null). */
  marks: number[] | null;
  /** The frame that decides and its handler: `playoutStep` finds its handler without a lookup. */
  readonly frame: Frame;
  readonly handler: Dispatch;
}

function newMarks(sections: number): number[] {
  const marks: number[] = [];
  for (let k = 0; k <= sections; k++) marks.push(0);
  return marks;
}

function playoutDecisionOf(
  state: GameState,
  frame: Frame,
  handler: Dispatch,
): PlayoutDecision | null {
  if (handler.count) {
    const marks = handler.sections > 0 ? newMarks(handler.sections) : null;
    const count = handler.count(state, frame, marks);
    if (count === 0) return null;
    const seat = handler.seat ? handler.seat(state, frame) : 'nautilus';
    return { seat, count, decision: null, marks, frame, handler };
  }
  const decision = handler.decide ? handler.decide(state, frame) : null;
  return decision
    ? { seat: decision.seat, count: decision.options.length, decision, marks: null, frame, handler }
    : null;
}

function openPlayoutDecision(
  state: GameState,
  frame: Frame,
  handler: Dispatch,
): PlayoutDecision | null {
  const decision = playoutDecisionOf(state, frame, handler);
  if (decision && decision.count === 0) {
    const d = decision.decision;
    throw new Error(`Decision "${d?.kind}" has no legal option (${d?.rule})`);
  }
  return decision;
}

/** `advance` for playouts: the automatic steps, then the next decision as a count. */
function advancePlayout(state: GameState): PlayoutDecision | null {
  return runUntilDecision(state, DISCARD_EVENTS, openPlayoutDecision);
}

/** The pending decision for a playout, or null when the game has ended. */
export function currentPlayoutDecision(state: GameState): PlayoutDecision | null {
  if (state.result) return null;
  const frame = topFrame(state);
  return frame ? playoutDecisionOf(state, frame, handlerOf(frame)) : null;
}

/** The `index`-th option of the pending decision (`currentDecision(state).options[index]`). */
export function playoutOption(state: GameState, decision: PlayoutDecision, index: number): Action {
  const frame = topFrame(state);
  if (!frame) throw new IllegalActionError(explainIllegal(state, { type: 'endActions' }));
  return optionOf(state, frame, handlerOf(frame), decision, index);
}

function optionOf(
  state: GameState,
  frame: Frame,
  handler: Dispatch,
  decision: PlayoutDecision,
  index: number,
): Action {
  if (decision.decision) {
    const action = decision.decision.options[index];
    if (!action) throw new Error(`Option ${index} does not exist (${decision.count} options)`);
    return action;
  }
  if (!handler.optionAt) throw new Error(`Frame ${frame.k} counts options it cannot build`);
  return handler.optionAt(state, frame, index, decision.marks);
}

/**
 * The playout step of the contract: plays the `index`-th option of the pending decision
 * (events discarded) and returns the next decision as a count. Same game as `stepInPlace`
 * with `currentDecision(state).options[index]`.
 */
export function playoutStep(
  state: GameState,
  decision: PlayoutDecision,
  index: number,
): PlayoutDecision | null {
  const frame = topFrame(state);
  if (!frame) throw new IllegalActionError(explainIllegal(state, { type: 'endActions' }));
  // The same frame object keeps its kind (no rule changes `k`): its handler is the decision's.
  const handler = decision.frame === frame ? decision.handler : handlerOf(frame);
  const action = optionOf(state, frame, handler, decision, index);
  if (state.result) throw new IllegalActionError(explainIllegal(state, action));
  chooseOn(state, frame, handler, action, DISCARD_EVENTS);
  return advancePlayout(state);
}
