import { cardTitle, i18n, itemName } from '../../../i18n/i18n';
import { cardById, characterById, treasureById, upgradeById } from '../../../core/content';
import {
  MOTIVES,
  OCEANS,
  type CardId,
  type CharacterId,
  type MotiveId,
  type OceanId,
  type TreasureId,
  type UpgradeId,
} from '../../../core/data';
import type { GameState } from '../../../core';
import { shipFace } from '../toBoardView';

/** An Ocean's name; 'nowhere' for none. */
export const oceanName = (id: OceanId | null): string =>
  id ? i18n.t(`ocean.${id}`) : i18n.t('events.name.nowhere');

/** A resource track's name. */
export const resourceName = (r: 'nemo' | 'crew' | 'hull'): string => i18n.t(`a11y.resource.${r}`);

/** A Motive's name. */
export const motiveName = (id: MotiveId): string =>
  i18n.t(`motive.name.${id}`, { defaultValue: MOTIVES[id].name });

/** An Event card's title. */
export const cardName = (id: CardId): string => cardTitle(id, cardById(id).title);

/** A card's title for a text that puts it in quotes: a title that is itself a quotation loses its own. */
export const quotedCardName = (id: CardId): string =>
  cardName(id).replace(/^["“「『](.*)["”」』]$/u, '$1');

/** A Nautilus Upgrade's name. */
export const upgradeName = (id: UpgradeId): string => itemName(id, upgradeById(id).name);

/** A Treasure's (or Ally's) name. */
export const treasureName = (id: TreasureId): string => itemName(id, treasureById(id).name);

/** A Character's name. */
export const characterName = (id: CharacterId): string => itemName(id, characterById(id).name);

/** A ship's name; 'the Squadron' for a Squadron (a negative id) or none. */
export function shipName(state: GameState, ship: number | null): string {
  return ship === null || ship < 0 ? i18n.t('events.name.theSquadron') : shipFace(state, ship).name;
}

/** A ship's name with its flag, Attack and Defense. */
export function shipLabel(state: GameState, ship: number): string {
  const face = shipFace(state, ship);
  const flag = face.nation
    ? i18n.t(`events.nation.${face.nation}` as 'events.nation.British', {
        defaultValue: face.nation,
      })
    : i18n.t('events.name.noFlag');
  return face.attack !== null
    ? i18n.t('events.name.shipLabelAtk', {
        name: face.name,
        flag,
        attack: face.attack,
        defense: face.defense,
      })
    : i18n.t('events.name.shipLabel', { name: face.name, flag, defense: face.defense });
}

/** A place a gemstone or cube moves between: an Ocean, a deck, the supply or a named track. */
export function placeName(place: string): string {
  if (place in OCEANS) return oceanName(place as OceanId);
  if (place === 'adventureDeck') return i18n.t('events.name.adventureDeck');
  if (place === 'available' || place === 'supply') return i18n.t('events.name.supply');
  const english = place.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase());
  return i18n.t(`events.place.${place}`, { defaultValue: english });
}
