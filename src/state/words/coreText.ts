import { i18n, cardTitle, currentItemTables, type ItemTables } from '../../i18n/i18n';
import { CARD_EFFECTS } from '../../core/cardEffects';
import { CARDS } from '../../core/data/cards';
import { CHARACTERS, NADEEN_CHARACTERISTICS, OFFICER_ATTRIBUTES } from '../../core/data/characters';
import { MOTIVES, MOTIVE_IDS } from '../../core/data/motives';
import { OCEANS } from '../../core/data/oceans';
import {
  ADVENTURE_TOKENS,
  ALLIES,
  DEADLY_SEAS_TOKENS,
  TREASURES,
  WONDERS,
} from '../../core/data/treasures';
import { UPGRADES } from '../../core/data/upgrades';
import type { OceanId } from '../../core/data/types';

interface Named {
  id: string;
  name: string;
  text?: string;
}

/** English name → what to ask for it in the current language; English text → its id. */
interface Lookups {
  names: Map<string, () => string>;
  texts: Map<string, string>;
}

let lookups: Lookups | null = null;

function buildLookups(): Lookups {
  const names = new Map<string, () => string>();
  const texts = new Map<string, string>();
  const items: Named[] = [
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
    names.set(item.name, () => currentItemTables()?.names[item.id] ?? item.name);
    if (item.text) texts.set(item.text, item.id);
  }
  for (const c of CHARACTERS) {
    names.set(c.name, () => currentItemTables()?.names[c.id] ?? c.name);
    texts.set(c.sacrificeText, `${c.id}.sacrifice`);
    texts.set(c.penaltyText, `${c.id}.penalty`);
  }
  for (const card of CARDS) names.set(card.title, () => cardTitle(card.id, card.title));
  for (const [id, entry] of Object.entries(CARD_EFFECTS)) if (entry.text) texts.set(entry.text, id);
  for (const id of Object.keys(OCEANS) as OceanId[])
    names.set(OCEANS[id].name, () => i18n.t(`ocean.${id}`));
  for (const id of MOTIVE_IDS) names.set(MOTIVES[id].name, () => i18n.t(`motive.name.${id}`));
  return { names, texts };
}

function translate(text: string, tables: ItemTables, l: Lookups): string {
  const phrase = tables.phrases[text];
  if (phrase !== undefined) return phrase;
  const name = l.names.get(text);
  if (name) return name();
  const textId = l.texts.get(text);
  if (textId !== undefined && tables.texts[textId]) return tables.texts[textId];
  for (const [pattern, template] of tables.patterns) {
    const m = pattern.exec(text);
    if (m)
      return template.replace(/\{(\d)\}/g, (_, i: string) =>
        translate(m[Number(i)] ?? '', tables, l),
      );
  }
  return text;
}

/**
 * A phrase the pure core wrote in English (a log reason, a test's name, a result band, a prompt,
 * a card's effect text), in the current language: names of cards, items, Oceans and Motives by
 * their data, whole phrases and patterns from the language's tables. Ship names stay as they are
 * (proper names); anything unknown stays English.
 */
export function coreText(english: string): string {
  const tables = currentItemTables();
  if (!tables) return english;
  lookups ??= buildLookups();
  return translate(english, tables, lookups);
}
