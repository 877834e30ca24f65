import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Messages } from './en';
import type { Language } from './language';
import { coreEn } from './messages/core.en';
import type { CardId, CoreCatalogue } from '../core/data';

/** The game's one i18next instance; components use `useTranslation()`, data modules `i18n.t`. */
export const i18n = i18next.createInstance();

/** English ships in the first bundle; every other language is its own chunk, loaded on demand. */
const LOADERS: Record<Language, () => Promise<{ translation: Messages; core: CoreCatalogue }>> = {
  en: () => Promise.resolve({ translation: en, core: coreEn }),
  ja: () =>
    import('./ja').then((m) => {
      cardTitles.ja = m.CARD_TITLES_JA;
      itemTables.ja = m.ITEM_TABLES_JA;
      return { translation: m.ja, core: m.CORE_JA };
    }),
};

/** Item words looked up by id, while the crew vote records words to send unrendered (src/state/crew/crewText.ts). */
export type ItemRecorder = (kind: 'card' | 'name' | 'text', id: string, english: string) => string;
let itemRecorder: ItemRecorder | null = null;

/** Routes card titles, item names and texts to `recorder` until it is set back to null. */
export function recordItemWords(recorder: ItemRecorder | null): void {
  itemRecorder = recorder;
}

/** Card titles by language and card id, loaded with their language; English is the card data. */
const cardTitles: Partial<Record<Language, Readonly<Record<CardId, string>>>> = {};

/** A card's title in the current language; `english` (the card data's title) where none. */
export function cardTitle(id: CardId, english: string): string {
  if (itemRecorder) return itemRecorder('card', id, english);
  return cardTitles[i18n.language as Language]?.[id] ?? english;
}

/** Names and effect texts of items by id, by language; English is the data. */
export interface ItemTables {
  /** Upgrade, Treasure, token, Character and Attribute names by id. */
  names: Readonly<Record<string, string>>;
  /** Effect texts by id (cards, items; a Character's as `id.sacrifice` / `id.penalty`). */
  texts: Readonly<Record<string, string>>;
  /** Cards' flavour lines by card id. */
  flavour: Readonly<Record<string, string>>;
}

const itemTables: Partial<Record<Language, ItemTables>> = {};

/** The current language's item tables; null in English (the data's own words). */
export function currentItemTables(): ItemTables | null {
  return itemTables[i18n.language as Language] ?? null;
}

/** An Upgrade's, Treasure's, token's, Character's or Attribute's name in the current language. */
export function itemName(id: string, english: string): string {
  if (itemRecorder) return itemRecorder('name', id, english);
  return itemTables[i18n.language as Language]?.names[id] ?? english;
}

/** A card's or item's effect text in the current language; `english` (the data's text) where none. */
export function itemText(id: string, english: string): string {
  if (itemRecorder) return itemRecorder('text', id, english);
  return itemTables[i18n.language as Language]?.texts[id] ?? english;
}

let started = false;

function start(): void {
  if (started) return;
  started = true;
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en, core: coreEn } },
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
}

/** Loads `lang` if it is not loaded yet and switches every translated text to it. */
export async function setLanguage(lang: Language): Promise<void> {
  start();
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    const bundles = await LOADERS[lang]();
    i18n.addResourceBundle(lang, 'translation', bundles.translation);
    i18n.addResourceBundle(lang, 'core', bundles.core);
  }
  await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

start();
