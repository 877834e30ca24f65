import type { RulesEngine } from '../kernel/engine';
import { recordHash } from './hash';
import { cloneState } from './cloneState';
import { createGame } from './createGame';
import { applyActionInPlace, currentDecision, legalActions } from './engine';
import { checkRecord, RECORD_FORMAT_VERSION, type GameRecord } from './record';
import type { GameSetup, GameState, Seat, Action, Decision } from './types';
import type { GameEvent } from './gameEvent';

const REVEALING: ReadonlySet<GameEvent['type']> = new Set([
  'DiceRolled',
  'CardRevealed',
  'ShipRevealed',
  'TreasureDrawn',
  'ShipsEnterBag',
  'TokenDrawn',
]);

/** True when the event shows a roll or a reveal: undo never goes back past its action. */
export function revealsEvent(event: GameEvent): boolean {
  return REVEALING.has(event.type);
}

/** Nemo's War on the kernel's engine contract. */
export const nemoEngine: RulesEngine<GameSetup, GameState, Action, GameEvent, Decision, Seat> = {
  game: 'nemos-war',
  create(setup, sink) {
    const { state, events } = createGame(setup);
    sink.push(...events);
    return state;
  },
  currentDecision,
  seatOf: (decision) => decision.seat,
  legalActions,
  applyInPlace(state, action, sink) {
    applyActionInPlace(state, action, sink);
  },
  clone: cloneState,
  hash: (state, formatVersion = RECORD_FORMAT_VERSION) => recordHash(state, formatVersion),
  reveals: revealsEvent,
  parseRecord(data) {
    return checkRecord(data);
  },
  toRecord(setup, actions, finalHash): GameRecord {
    return {
      formatVersion: RECORD_FORMAT_VERSION,
      game: 'nemos-war',
      setup,
      actions: [...actions],
      finalHash,
    };
  },
};
