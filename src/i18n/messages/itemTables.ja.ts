import type { ItemTables } from '../i18n';
import { ITEM_NAMES_JA, ITEM_TEXTS_JA } from './itemTexts.ja';
import { CARD_FLAVOUR_JA } from './cardFlavour.ja';
import { CORE_PATTERNS_JA, CORE_PHRASES_JA } from './corePhrases.ja';

/** Everything Japanese that is keyed by an id or an English phrase rather than a message key. */
export const ITEM_TABLES_JA: ItemTables = {
  names: ITEM_NAMES_JA,
  texts: ITEM_TEXTS_JA,
  phrases: CORE_PHRASES_JA,
  patterns: CORE_PATTERNS_JA,
  flavour: CARD_FLAVOUR_JA,
};
