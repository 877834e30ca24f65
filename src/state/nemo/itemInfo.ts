import {
  type CardId,
  type AttributeId,
  type CharacterId,
  NADEEN_CHARACTERISTICS,
  OFFICER_ATTRIBUTES,
  type TreasureId,
  type UpgradeId,
} from '../../core/data';
import {
  characterById,
  treasureById,
  upgradeById,
  cardById,
  cardEntry,
  packComponentText,
  type PackSection,
  type TextSectionIds,
} from '../../core/content';
import { CARD_EFFECTS, type Action, type GameState } from '../../core';
import { i18n, itemName, itemText } from '../../i18n/i18n';
import { entryWords } from './words/effectWords';
import { cardName, characterName, treasureName, upgradeName } from './events/eventNames';

/** What a card, Upgrade, Treasure, Character or Attribute is and does, as a player reads it. */
export interface ItemInfo {
  /** The kind of item in words ("Event card", "Upgrade"…), in the current language. */
  kind: string;
  title: string;
  /** "TEST 9+", "KEEP"…; null where there is none. */
  test: string | null;
  effect: string;
  /** True when the effect is our own design (the published one is not public). */
  designed: boolean;
  /** Where it is now ("in your tableau", "equipped on the Nautilus"…). */
  where: string;
  /** What picking the option that shows it does, when that differs from the effect. */
  use?: string;
  /** True when the game's content pack gives this item's effect (its owner's own words). */
  fromPack?: boolean;
  /** What the pack's effect data does, in words, where it replaces the card's. */
  packEffect?: string;
}

/** An item's info with the pack's text and provenance, when the pack replaces it. */
function withPackText<S extends keyof TextSectionIds>(
  state: GameState,
  section: S,
  id: TextSectionIds[S],
  info: ItemInfo,
): ItemInfo {
  const over = packComponentText(state.setup.contentPack, section, id);
  return over
    ? { ...info, effect: over.text, designed: over.provenance === 'designed', fromPack: true }
    : info;
}

/** The note beside a designed effect, in the current language. */
export function designedExplanation(): string {
  return i18n.t('cardText.designed');
}

function cardWhere(state: GameState, id: CardId): string {
  if (state.revealed === id) return i18n.t('cardText.where.revealed');
  if (state.keepCards.includes(id)) return i18n.t('cardText.where.keep');
  if (state.passPile.includes(id)) return i18n.t('cardText.where.pass');
  if (state.failPile.includes(id)) return i18n.t('cardText.where.fail');
  if (state.adventureDeck.includes(id)) return i18n.t('cardText.where.adventureDeck');
  return i18n.t('cardText.where.notDrawn');
}

export function cardInfo(state: GameState, id: CardId): ItemInfo {
  const card = cardById(id);
  const entry = cardEntry(state, id);
  const test = card.test !== null ? i18n.t('cardText.test', { n: card.test }) : null;
  const type = i18n.t(`cardText.type.${card.type}`);
  const english = entry.text || card.text;
  const over = state.setup.contentPack?.cards?.[id];
  const fromPack = over !== undefined;
  const packLines = over ? entryWords(over) : [];
  // A content pack's own text has no translation: it stays as written.
  const effect = !english
    ? i18n.t('cardText.noEffect')
    : entry.text === CARD_EFFECTS[id]?.text
      ? itemText(id, english)
      : english;
  return {
    ...(fromPack ? { fromPack } : {}),
    ...(packLines.length
      ? { packEffect: i18n.t('packs.packEffect', { effects: packLines.join(' ') }) }
      : {}),
    kind: i18n.t('cardText.kind.card'),
    title: cardName(id),
    test: [type, test].filter(Boolean).join(' · '),
    effect,
    designed: entry.provenance === 'designed',
    where: cardWhere(state, id),
  };
}

export function upgradeInfo(state: GameState, id: UpgradeId): ItemInfo {
  const u = upgradeById(id);
  const where = state.upgradesEquipped.includes(id)
    ? i18n.t('cardText.where.equipped')
    : state.upgradeDisplay.includes(id)
      ? i18n.t('cardText.where.forSale')
      : state.upgradesDiscarded.includes(id)
        ? i18n.t('cardText.where.discarded')
        : i18n.t('cardText.where.upgradeDeck');
  return withPackText(state, 'upgrades', id, {
    kind: i18n.t('cardText.kind.upgrade'),
    title: upgradeName(id),
    test: i18n.t('cardText.cost', { cost: u.cost }),
    effect: itemText(id, u.text),
    designed: u.provenance.kind === 'designed',
    where,
  });
}

export function treasureInfo(state: GameState, id: TreasureId): ItemInfo {
  const t = treasureById(id);
  const kind =
    t.kind === 'keep' || t.kind === 'immediate'
      ? i18n.t(`cardText.treasureKind.${t.kind}`)
      : t.kind;
  return withPackText(state, 'treasures', id, {
    kind: i18n.t('cardText.kind.treasure'),
    title: treasureName(id),
    test: `${kind}${t.vp ? ` · ${i18n.t('cardText.vp', { vp: t.vp })}` : ''}`,
    effect: itemText(id, t.text),
    designed: t.provenance.kind === 'designed',
    where: state.treasures.includes(id)
      ? i18n.t('cardText.where.held')
      : state.treasuresSpent.includes(id)
        ? i18n.t('cardText.where.spent')
        : i18n.t('cardText.where.bag'),
  });
}

export function characterInfo(state: GameState, id: CharacterId): ItemInfo {
  const c = characterById(id);
  const s = state.characters.find((x) => x.id === id);
  return withPackText(state, 'characters', id, {
    kind: i18n.t('cardText.kind.character'),
    title: characterName(id),
    test: i18n.t('cardText.vp', { vp: c.vp }),
    effect: i18n.t('cardText.characterEffect', {
      sacrifice: itemText(`${id}.sacrifice`, c.sacrificeText),
      penalty: itemText(`${id}.penalty`, c.penaltyText),
    }),
    designed: c.provenance.kind === 'designed',
    where: !s
      ? i18n.t('cardText.where.notInGame')
      : s.sacrificed
        ? i18n.t('cardText.where.sacrificed')
        : i18n.t('cardText.where.aboard'),
  });
}

export function attributeInfo(state: GameState, id: AttributeId): ItemInfo {
  const a = [...OFFICER_ATTRIBUTES, ...NADEEN_CHARACTERISTICS].find((x) => x.id === id);
  const holder = state.characters.find((c) => c.attributes.includes(id));
  return withPackText(state, 'attributes', id, {
    kind: i18n.t('cardText.kind.attribute'),
    title: a ? itemName(id, a.name) : id,
    test: null,
    effect: a ? itemText(id, a.text) : i18n.t('cardText.unknown'),
    designed: a?.provenance.kind === 'designed',
    where: holder
      ? i18n.t('cardText.where.on', { name: characterName(holder.id) })
      : i18n.t('cardText.where.notInPlay'),
  });
}

/**
 * The info card of a component named by its pack section and an id that came from outside the
 * rules (a piece on the table, a pack editor's pick); null for a section with no info card.
 */
export function componentInfo(state: GameState, section: PackSection, id: string): ItemInfo | null {
  switch (section) {
    case 'cards':
      return cardInfo(state, id as CardId);
    case 'upgrades':
      return upgradeInfo(state, id as UpgradeId);
    case 'treasures':
      return treasureInfo(state, id as TreasureId);
    case 'characters':
      return characterInfo(state, id as CharacterId);
    case 'attributes':
      return attributeInfo(state, id as AttributeId);
    default:
      return null;
  }
}

/** The item an option is about, with what picking it does; null when it is about none. */
export function infoOfAction(action: Action, state: GameState): ItemInfo | null {
  switch (action.type) {
    case 'useCard':
      return { ...cardInfo(state, action.card), use: i18n.t('cardText.use.card') };
    case 'useTreasure':
      return { ...treasureInfo(state, action.treasure), use: i18n.t('cardText.use.treasure') };
    case 'reroll':
      return { ...treasureInfo(state, action.treasure), use: i18n.t('cardText.use.reroll') };
    case 'useAlly':
      return treasureInfo(state, action.ally);
    case 'useUpgrade':
    case 'cancelHit':
    case 'discardUpgradeForLoss':
      return upgradeInfo(state, action.upgrade);
    case 'buyUpgrade':
      return action.upgrade ? upgradeInfo(state, action.upgrade) : null;
    case 'buyRevealedUpgrade':
      return action.upgrade ? upgradeInfo(state, action.upgrade) : null;
    case 'sacrifice':
    case 'sacrificeForLoss':
      return characterInfo(state, action.character);
    case 'replaceAttribute':
      return action.attribute ? attributeInfo(state, action.attribute) : null;
    case 'commitTest':
      return action.treasure ? treasureInfo(state, action.treasure) : null;
    default:
      return null;
  }
}
