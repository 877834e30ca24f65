import { CARD_EFFECTS } from '../cardEffects';
import { CARDS, type CardId } from '../data/cards';
import {
  ADVENTURE_TOKENS,
  ALLIES,
  DEADLY_SEAS_TOKENS,
  TREASURES,
  WONDERS,
  type AdventureTokenId,
  type DeadlySeasId,
  type TreasureId,
} from '../data/treasures';
import { UPGRADES } from '../data/upgrades';
import { CHARACTERS, NADEEN_CHARACTERISTICS, OFFICER_ATTRIBUTES } from '../data/characters';
import type {
  AdventureToken,
  AttributeId,
  CharacterId,
  DeadlySeasToken,
  UpgradeId,
} from '../data/types';
import type { CardEffectEntry, ComponentText } from '../data/effectTypes';
import type { GameState } from '../types';
import type { ContentPack } from './pack';
import type { CoreValue, TextId } from '../data/coreText';
import { hasItemText } from './lookup';

const CARD_IDS = new Set(CARDS.map((c) => c.id));

/** The content a game runs with: the built-in entries, overridden by the setup's pack. */
function packOf(source: GameState | ContentPack | null | undefined): ContentPack | undefined {
  if (!source) return undefined;
  return 'setup' in source ? source.setup.contentPack : source;
}

const BUILT_IN_ENTRIES = new Map<string, CardEffectEntry>();

/** A card's effect entry (built-in, with the fields a content pack replaces). */
export function cardEntry(
  source: GameState | ContentPack | null | undefined,
  cardId: CardId,
): CardEffectEntry {
  const over = packOf(source)?.cards?.[cardId];
  const cached = over ? undefined : BUILT_IN_ENTRIES.get(cardId);
  if (cached) return cached;
  if (!CARD_IDS.has(cardId)) throw new Error(`Unknown card "${cardId}"`);
  // A record or a pack may name any string: the id is checked above, the entry here.
  const base = CARD_EFFECTS[cardId] as CardEffectEntry | undefined;
  if (!base && !over) throw new Error(`Card ${cardId} has no effect entry`);
  const entry = { text: '', provenance: 'designed', ...base, ...over } as CardEffectEntry;
  // Read on every step of a playout: the built-in entries are made once (callers only read).
  if (!over) BUILT_IN_ENTRIES.set(cardId, entry);
  return entry;
}

/**
 * The effect text of a card and whether it is published or designed (ARCHITECTURE.md §2); the UI
 * shows both. Pass the game's content pack to see its texts.
 */
export function cardEffectText(
  cardId: CardId,
  pack?: ContentPack | null,
): { text: string; provenance: 'published' | 'designed' } {
  const entry = cardEntry(pack ?? null, cardId);
  return { text: entry.text, provenance: entry.provenance };
}

/**
 * An effect text as the core hands it on: the built-in text by reference (each language shows its
 * own), a content pack's replacement as the pack wrote it.
 */
function textValue(id: TextId, packText: string | undefined, fallback: string): CoreValue {
  if (packText !== undefined) return packText;
  return hasItemText(id) ? { ref: 'text', id } : fallback;
}

/** A card's effect text (built-in by reference, a pack's as written). */
export function cardTextValue(state: GameState, cardId: CardId): CoreValue {
  return textValue(cardId, packOf(state)?.cards?.[cardId]?.text, cardEntry(state, cardId).text);
}

/** A Deadly Seas token's effect text (built-in by reference, a pack's as written). */
export function deadlySeasText(state: GameState, id: DeadlySeasId): CoreValue {
  return textValue(
    id,
    state.setup.contentPack?.deadlySeas?.[id]?.text,
    deadlySeasToken(state, id).text,
  );
}

/** An Adventure token's text (built-in by reference, a pack's as written). */
export function adventureTokenText(state: GameState, id: AdventureTokenId): CoreValue {
  return textValue(
    id,
    state.setup.contentPack?.adventureTokens?.[id]?.text,
    adventureToken(state, id).text,
  );
}

/** A Deadly Seas token with a pack's changes. */
export function deadlySeasToken(state: GameState, id: DeadlySeasId): DeadlySeasToken {
  const base = DEADLY_SEAS_TOKENS.find((t) => t.id === id);
  if (!base) throw new Error(`Unknown Deadly Seas token "${id}"`);
  const over = state.setup.contentPack?.deadlySeas?.[id];
  return over
    ? {
        ...base,
        text: over.text,
        effect: over.effect ?? base.effect,
        amount: over.amount ?? base.amount,
      }
    : base;
}

/** An Adventure token with a pack's changes. */
export function adventureToken(state: GameState, id: AdventureTokenId): AdventureToken {
  const base = ADVENTURE_TOKENS.find((t) => t.id === id);
  if (!base) throw new Error(`Unknown Adventure token "${id}"`);
  const over = state.setup.contentPack?.adventureTokens?.[id];
  return over ? { ...base, text: over.text, reward: over.reward ?? base.reward } : base;
}

/** Where a KEEP card still in the tableau ends the game (seed 001 End of the Game). */
export function keepCardEndPile(state: GameState, card: CardId): 'pass' | 'fail' {
  return cardEntry(state, card).atEnd ?? 'pass';
}

export const CHARACTER_NADEEN: CharacterId = 'nadeenDakkar';

/** The pack sections that replace a component's text only, and the ids each takes. */
export interface TextSectionIds {
  upgrades: UpgradeId;
  treasures: TreasureId;
  characters: CharacterId;
  attributes: AttributeId;
}
type TextSection = keyof TextSectionIds;

/** A content pack's own text for an upgrade, token, Character or Attribute, where it has one. */
export function packComponentText<S extends TextSection>(
  pack: ContentPack | null | undefined,
  section: S,
  id: TextSectionIds[S],
): ComponentText | undefined {
  return (pack?.[section] as Partial<Record<TextSectionIds[S], ComponentText>> | undefined)?.[id];
}

/**
 * The short effect text of an upgrade, token, Character or Attribute / Characteristic token,
 * with a content pack's replacement (the UI shows it with its provenance).
 */
export function componentText<S extends TextSection>(
  section: S,
  id: TextSectionIds[S],
  pack?: ContentPack | null,
): { text: string; provenance: 'published' | 'designed' } {
  const over = packComponentText(pack, section, id);
  if (over) return { text: over.text, provenance: over.provenance };
  const item = builtIn(section, id);
  return { text: item.text, provenance: item.provenance?.kind ?? 'designed' };
}

function builtIn(
  section: TextSection,
  id: TextSectionIds[TextSection],
): { text: string; provenance?: { kind: 'published' | 'designed' } } {
  if (section === 'upgrades') {
    const u = UPGRADES.find((x) => x.id === id);
    if (u) return u;
  } else if (section === 'treasures') {
    const t = [...TREASURES, ...WONDERS, ...ALLIES].find((x) => x.id === id);
    if (t) return t;
  } else if (section === 'characters') {
    const c = CHARACTERS.find((x) => x.id === id);
    if (c)
      return { text: `${c.sacrificeText} Penalty: ${c.penaltyText}`, provenance: c.provenance };
  } else {
    const a = [...OFFICER_ATTRIBUTES, ...NADEEN_CHARACTERISTICS].find((x) => x.id === id);
    if (a) return a;
  }
  throw new Error(`Unknown ${section} id "${id}"`);
}
