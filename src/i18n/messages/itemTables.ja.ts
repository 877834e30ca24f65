import type { ItemTables } from '../i18n';
import { ITEM_NAMES_JA, ITEM_TEXTS_JA } from './itemTexts.ja';
import { CARD_FLAVOUR_JA } from './cardFlavour.ja';

/** Everything Japanese that is keyed by an item's or card's id rather than a message key. */
export const ITEM_TABLES_JA: ItemTables = {
  names: ITEM_NAMES_JA,
  texts: ITEM_TEXTS_JA,
  flavour: CARD_FLAVOUR_JA,
};
