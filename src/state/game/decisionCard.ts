import { CARDS } from '../../core/data/cards';
import type { GameState } from '../../core/types';

const CARD_IDS = new Set(CARDS.map((c) => c.id));

/** The Event card a pending choice is about (Adventure's perform-or-bottom, a card's "choose one"). */
export function decisionCard(state: GameState): string | null {
  const frame = state.stack[state.stack.length - 1];
  if (frame?.k === 'adventureChoice') return frame.card;
  if (frame?.k === 'effectChoice') {
    const id = frame.card ?? frame.source;
    return CARD_IDS.has(id) ? id : null;
  }
  return null;
}
