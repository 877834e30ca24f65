import { isCardId, type CardId } from '../../core/data';
import type { GameState } from '../../core';

/** The Event card a pending choice is about (Adventure's perform-or-bottom, a card's "choose one"). */
export function decisionCard(state: GameState): CardId | null {
  const frame = state.stack[state.stack.length - 1];
  if (frame?.k === 'adventureChoice') return frame.card;
  if (frame?.k === 'effectChoice') {
    const id = frame.card ?? frame.source;
    return typeof id === 'string' && isCardId(id) ? id : null;
  }
  return null;
}
