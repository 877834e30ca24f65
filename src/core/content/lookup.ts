import { CARDS, isCardId, type CardId } from '../data/cards';
import { UPGRADES } from '../data/upgrades';
import {
  TREASURES,
  WONDERS,
  ALLIES,
  ADVENTURE_TOKENS,
  DEADLY_SEAS_TOKENS,
  type TreasureId,
} from '../data/treasures';
import { CHARACTERS, NADEEN_CHARACTERISTICS, OFFICER_ATTRIBUTES } from '../data/characters';
import { CARD_EFFECTS } from '../cardEffects';
import type {
  Card,
  Character,
  CharacterId,
  TreasureToken,
  UpgradeCard,
  UpgradeId,
} from '../data/types';
import type { CoreValue, ItemId, TextId } from '../data/coreText';

function indexById<T extends { id: string }>(
  items: readonly T[],
  what: string,
): (id: T['id']) => T {
  const map = new Map<string, T>(items.map((item) => [item.id, item]));
  return (id) => {
    const item = map.get(id);
    if (!item) throw new Error(`Unknown ${what} "${id}"`);
    return item;
  };
}

export const cardById: (id: CardId) => Card = indexById(CARDS, 'card');

const CARD_MAP = new Map<string, Card>(CARDS.map((card) => [card.id, card]));
/** The card of this id, or undefined when the id names no card (no error built: a hot path). */
export function findCard(id: string): Card | undefined {
  return CARD_MAP.get(id);
}
export const upgradeById: (id: UpgradeId) => UpgradeCard = indexById(UPGRADES, 'upgrade');
export const treasureById: (id: TreasureId) => TreasureToken = indexById(
  [...TREASURES, ...WONDERS, ...ALLIES],
  'treasure token',
);
export const characterById: (id: CharacterId) => Character = indexById(CHARACTERS, 'character');

interface Named {
  readonly id: string;
  readonly name: string;
  readonly text?: string;
}

let names: Map<string, string> | null = null;
let texts: Map<string, string> | null = null;

function indexItems(): void {
  names = new Map();
  texts = new Map();
  const items: readonly Named[] = [
    ...UPGRADES,
    ...TREASURES,
    ...WONDERS,
    ...ALLIES,
    ...ADVENTURE_TOKENS,
    ...DEADLY_SEAS_TOKENS,
    ...OFFICER_ATTRIBUTES,
    ...NADEEN_CHARACTERISTICS,
  ];
  for (const item of items) {
    names.set(item.id, item.name);
    if (item.text) texts.set(item.id, item.text);
  }
  for (const c of CHARACTERS) {
    names.set(c.id, c.name);
    texts.set(`${c.id}.sacrifice`, c.sacrificeText);
    texts.set(`${c.id}.penalty`, c.penaltyText);
  }
  for (const [id, entry] of Object.entries(CARD_EFFECTS)) if (entry.text) texts.set(id, entry.text);
}

/** The built-in name of an item, token, Attribute or Characteristic by id (the id where unknown). */
export function itemName(id: ItemId): string {
  if (!names) indexItems();
  return names?.get(id) ?? id;
}

/** The built-in effect text of a card, item or token by id (the id where unknown). */
export function itemText(id: TextId): string {
  if (!texts) indexItems();
  return texts?.get(id) ?? id;
}

/** Whether the built-in content has an effect text for this id. */
export function hasItemText(id: string): boolean {
  if (!texts) indexItems();
  return texts?.has(id) ?? false;
}

/**
 * What an effect list's `source` reads as: the state keeps a card by its id (a string), every
 * other source as a message or a name reference; a content pack's own wording stays as it is.
 */
export function effectSource(source: CoreValue): CoreValue {
  return typeof source === 'string' && isCardId(source) ? { ref: 'card', id: source } : source;
}
