import { CARD_EFFECTS } from '../cardEffects';
import { CHARACTERS, NADEEN_CHARACTERISTICS, OFFICER_ATTRIBUTES } from '../data/characters';
import {
  ADVENTURE_TOKENS,
  ALLIES,
  DEADLY_SEAS_TOKENS,
  TREASURES,
  WONDERS,
} from '../data/treasures';
import { UPGRADES } from '../data/upgrades';
import type { CoreValue } from './coreText';

interface Named {
  readonly id: string;
  readonly name: string;
  readonly text?: string;
}

let names: Map<string, string> | null = null;
let texts: Map<string, string> | null = null;

function build(): void {
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

/** The English name of an item, token, Attribute or Characteristic by id (the id where unknown). */
export function itemEnglishName(id: string): string {
  if (!names) build();
  return names?.get(id) ?? id;
}

/** The English effect text of a card, item or token by id (the id where unknown). */
export function itemEnglishText(id: string): string {
  if (!texts) build();
  return texts?.get(id) ?? id;
}

/**
 * An effect text as the core hands it on: a reference to the text of `id` when `text` is the
 * built-in wording, the text itself when a content pack rewrote it (shown as the pack wrote it).
 */
export function textOf(id: string, text: string): CoreValue {
  return itemEnglishText(id) === text ? { ref: 'text', id } : text;
}
