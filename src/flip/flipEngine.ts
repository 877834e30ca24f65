import type { RulesEngine } from '../kernel/engine';
import { stateHash } from '../kernel/stateHash';
import { applyFlipActionInPlace } from './applyAction';
import { cloneState } from './cloneState';
import { createFlipGameWithEvents } from './createFlipGame';
import { currentDecision } from './currentDecision';
import { legalActions } from './legalActions';
import { makeFlipRecord, parseFlipRecord } from './replayFlip';
import type { FlipAction, FlipDecision, FlipEvent, FlipSetup, FlipState } from './types';

const REVEALS: ReadonlySet<FlipEvent['type']> = new Set([
  'LineupRevealed',
  'JokerRevealed',
  'FarragutDrew',
  'DeckReshuffled',
]);

/** True for an event that turns up cards: undo never goes back past its action. */
export function flipRevealsEvent(event: FlipEvent): boolean {
  return REVEALS.has(event.type);
}

/** A decision someone must still take (the game-over marker is not one). */
export type OpenFlipDecision = Exclude<FlipDecision, { kind: 'gameOver' }>;

/** Flip Voyage on the kernel's engine contract; a seat is a player index. */
export const flipEngine: RulesEngine<
  FlipSetup,
  FlipState,
  FlipAction,
  FlipEvent,
  OpenFlipDecision,
  number
> = {
  game: 'flip-voyage',
  create(setup, sink) {
    const { state, events } = createFlipGameWithEvents(setup);
    sink.push(...events);
    return state;
  },
  currentDecision(state) {
    const decision = currentDecision(state);
    return decision.kind === 'gameOver' ? null : decision;
  },
  seatOf: (decision) => decision.player,
  legalActions,
  applyInPlace(state, action, sink) {
    applyFlipActionInPlace(state, action, sink);
  },
  clone: cloneState,
  hash: (state) => stateHash(state),
  reveals: flipRevealsEvent,
  parseRecord: parseFlipRecord,
  toRecord: (setup, actions, finalHash) => ({ ...makeFlipRecord(setup, actions), finalHash }),
};
