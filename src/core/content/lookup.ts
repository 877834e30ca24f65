import { CARDS } from '../data/cards';
import { UPGRADES } from '../data/upgrades';
import { TREASURES, WONDERS, ALLIES } from '../data/treasures';
import { CHARACTERS } from '../data/characters';
import type { Card, Character, TreasureToken, UpgradeCard } from '../data/types';

function indexById<T extends { id: string }>(items: readonly T[], what: string): (id: string) => T {
  const map = new Map(items.map((item) => [item.id, item]));
  return (id) => {
    const item = map.get(id);
    if (!item) throw new Error(`Unknown ${what} "${id}"`);
    return item;
  };
}

export const cardById: (id: string) => Card = indexById(CARDS, 'card');

const CARD_MAP = new Map<string, Card>(CARDS.map((card) => [card.id, card]));
/** The card of this id, or undefined when the id names no card (no error built: a hot path). */
export function findCard(id: string): Card | undefined {
  return CARD_MAP.get(id);
}
export const upgradeById: (id: string) => UpgradeCard = indexById(UPGRADES, 'upgrade');
export const treasureById: (id: string) => TreasureToken = indexById(
  [...TREASURES, ...WONDERS, ...ALLIES],
  'treasure token',
);
export const characterById: (id: string) => Character = indexById(CHARACTERS, 'character');
