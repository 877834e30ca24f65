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
const CARDS_BY_ID = new Map(CARDS.map((card) => [card.id, card]));
/** The card with this id, or undefined when the id names something else. */
export const findCard = (id: string): Card | undefined => CARDS_BY_ID.get(id);
export const upgradeById: (id: string) => UpgradeCard = indexById(UPGRADES, 'upgrade');
export const treasureById: (id: string) => TreasureToken = indexById(
  [...TREASURES, ...WONDERS, ...ALLIES],
  'treasure token',
);
export const characterById: (id: string) => Character = indexById(CHARACTERS, 'character');
