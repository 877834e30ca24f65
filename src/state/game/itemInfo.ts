import { characterById, treasureById, upgradeById, cardById } from '../../core/content/lookup';
import { cardEntry } from '../../core/content/registry';
import { NADEEN_CHARACTERISTICS, OFFICER_ATTRIBUTES } from '../../core/data/characters';
import type { Action, GameState } from '../../core/types';

/** What a card, Upgrade, Treasure, Character or Attribute is and does, as a player reads it. */
export interface ItemInfo {
  kind: 'Event card' | 'Upgrade' | 'Treasure' | 'Character' | 'Attribute';
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
}

export const DESIGNED_EXPLANATION =
  '✎ Our own design: the published effect is not public, so we wrote one that fits the rules.';

function cardWhere(state: GameState, id: string): string {
  if (state.revealed === id) return 'revealed now';
  if (state.keepCards.includes(id)) return 'in your tableau (KEEP)';
  if (state.passPile.includes(id)) return 'on the pass pile';
  if (state.failPile.includes(id)) return 'on the fail pile';
  if (state.adventureDeck.includes(id)) return 'in the Adventure Deck';
  return 'not yet drawn';
}

export function cardInfo(state: GameState, id: string): ItemInfo {
  const card = cardById(id);
  const entry = cardEntry(state, id);
  const test = card.test !== null ? `TEST ${card.test}+` : null;
  return {
    kind: 'Event card',
    title: card.title,
    test: [card.type.toUpperCase(), test].filter(Boolean).join(' · '),
    effect: entry.text || card.text || 'No effect text is known for this card.',
    designed: entry.provenance === 'designed',
    where: cardWhere(state, id),
  };
}

export function upgradeInfo(state: GameState, id: string): ItemInfo {
  const u = upgradeById(id);
  const where = state.upgradesEquipped.includes(id)
    ? 'equipped on the Nautilus'
    : state.upgradeDisplay.includes(id)
      ? 'in the Upgrade display, for sale'
      : state.upgradesDiscarded.includes(id)
        ? 'discarded'
        : 'in the Upgrade deck';
  return {
    kind: 'Upgrade',
    title: u.name,
    test: `costs ${u.cost} Salvage`,
    effect: u.text,
    designed: u.provenance.kind === 'designed',
    where,
  };
}

export function treasureInfo(state: GameState, id: string): ItemInfo {
  const t = treasureById(id);
  return {
    kind: 'Treasure',
    title: t.name,
    test: `${t.kind === 'keep' ? 'KEEP' : t.kind === 'immediate' ? 'at once' : t.kind}${t.vp ? ` · ${t.vp} VP` : ''}`,
    effect: t.text,
    designed: t.provenance.kind === 'designed',
    where: state.treasures.includes(id)
      ? 'held by you'
      : state.treasuresSpent.includes(id)
        ? 'spent'
        : 'in the Treasure bag',
  };
}

export function characterInfo(state: GameState, id: string): ItemInfo {
  const c = characterById(id);
  const s = state.characters.find((x) => x.id === id);
  return {
    kind: 'Character',
    title: c.name,
    test: `${c.vp} VP`,
    effect: `Sacrifice: ${c.sacrificeText} Then: ${c.penaltyText}`,
    designed: c.provenance.kind === 'designed',
    where: !s ? 'not in this game' : s.sacrificed ? 'sacrificed' : 'aboard the Nautilus',
  };
}

export function attributeInfo(state: GameState, id: string): ItemInfo {
  const a = [...OFFICER_ATTRIBUTES, ...NADEEN_CHARACTERISTICS].find((x) => x.id === id);
  const holder = state.characters.find((c) => c.attributes.includes(id));
  return {
    kind: 'Attribute',
    title: a?.name ?? id,
    test: null,
    effect: a?.text ?? 'Unknown.',
    designed: a?.provenance.kind === 'designed',
    where: holder ? `on ${characterById(holder.id).name}` : 'not in play',
  };
}

/** The item an option is about, with what picking it does; null when it is about none. */
export function infoOfAction(action: Action, state: GameState): ItemInfo | null {
  switch (action.type) {
    case 'useCard':
      return { ...cardInfo(state, action.card), use: 'Using it applies its effect now.' };
    case 'useTreasure':
      return { ...treasureInfo(state, action.treasure), use: 'Using it spends it for its effect.' };
    case 'reroll':
      return { ...treasureInfo(state, action.treasure), use: 'Spends it to roll both dice again.' };
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
