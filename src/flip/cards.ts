import type { Suit } from './data/board';
import { SUITS } from './data/board';
import { published } from './data/provenance';

/** Cards are numbers: 0-51 are suit-major (13 per suit, Ace first), 52 and 53 are the jokers. */
export const DECK_SIZE = 54;
export const JOKERS: readonly number[] = [52, 53];
export const DECK_PROVENANCE = published(
  'Components (54-card poker deck) and solo/multiplayer setup',
);

export function isJoker(card: number): boolean {
  return card >= 52;
}

/** 1 = Ace ... 13 = King; 0 for a joker. */
export function cardRank(card: number): number {
  return isJoker(card) ? 0 : (card % 13) + 1;
}

export function cardSuit(card: number): Suit {
  const suit = SUITS[Math.floor(card / 13)];
  if (!suit) throw new Error(`card ${card} has no suit`);
  return suit;
}

export function isFaceCard(card: number): boolean {
  return cardRank(card) >= 11;
}

export function buildDeck(withJokers: boolean): number[] {
  const size = withJokers ? DECK_SIZE : 52;
  return Array.from({ length: size }, (_, i) => i);
}

const RANK_LABELS = ['Jkr', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

export function rankLabel(rank: number): string {
  return RANK_LABELS[rank] ?? '?';
}

export function cardLabel(card: number): string {
  if (isJoker(card)) return 'Joker';
  return `${rankLabel(cardRank(card))} of ${cardSuit(card)}`;
}
