import { OCEAN_IDS, SHIPS, type VpCategory } from '../../core/data';
import type { GameState } from '../../core';
import { i18n } from '../../i18n/i18n';
import { oceanName } from './events/eventNames';
import type { ItemInfo } from './itemInfo';
import { shipFace } from './toBoardView';

function shipWhere(state: GameState, ship: number): string {
  const ocean = OCEAN_IDS.find((o) => state.oceans[o].slots.includes(ship));
  if (ocean) return i18n.t('cardText.where.atSea', { ocean: oceanName(ocean) });
  if (state.salvage.includes(ship)) return i18n.t('cardText.where.salvage');
  const inTonnage = Object.values(state.tonnage).some((column) =>
    column.some((e) => 'ship' in e && e.ship === ship),
  );
  return i18n.t(inTonnage ? 'cardText.where.tonnage' : 'cardText.where.notInPlay');
}

/**
 * A revealed ship as a player reads it on its tile (issue 43 §4): name, flag, Attack, Defense
 * and the VP it scores. Only a ship whose face is up has an id on the table, so a Hidden Ship
 * never reaches here.
 */
export function shipInfo(state: GameState, ship: number): ItemInfo {
  const token = SHIPS[ship];
  if (!token) throw new Error(`unknown ship ${ship}`);
  const side = state.shipFace[ship] === 1 ? token.back : token.front;
  const face = shipFace(state, ship);
  const flag = face.nation
    ? i18n.t(`events.nation.${face.nation}` as 'events.nation.British', {
        defaultValue: face.nation,
      })
    : i18n.t('events.name.noFlag');
  const vp = (Object.entries(side.vp) as [VpCategory, number][])
    .map(([category, n]) =>
      i18n.t('cardText.ship.vp', { vp: n, category: i18n.t(`scoring.category.${category}`) }),
    )
    .join(' + ');
  const stats =
    face.attack !== null
      ? i18n.t('cardText.ship.stats', { attack: face.attack, defense: face.defense })
      : i18n.t('cardText.ship.statsNoAttack', { defense: face.defense });
  return {
    kind: i18n.t('cardText.kind.ship'),
    title: face.name,
    test: `${i18n.t(face.warship ? 'cardText.ship.warship' : 'cardText.ship.nonWarship')} · ${flag}`,
    effect: `${stats} · ${vp || i18n.t('cardText.ship.noVp')}`,
    designed: token.provenance.kind === 'designed' || (side.designedFields?.length ?? 0) > 0,
    where: shipWhere(state, ship),
  };
}
