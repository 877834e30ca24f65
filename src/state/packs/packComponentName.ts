import { itemName as englishItemName, type PackComponent } from '../../core/content';
import type { CardId, CharacterId, ItemId, TreasureId, UpgradeId } from '../../core/data';
import { i18n, itemName } from '../../i18n/i18n';
import { cardName, characterName, treasureName, upgradeName } from '../nemo/events/eventNames';

type Named = Pick<PackComponent, 'section' | 'id'>;

/** A component's name in the current language. */
export function componentName({ section, id }: Named): string {
  return section === 'cards'
    ? cardName(id as CardId)
    : section === 'upgrades'
      ? upgradeName(id as UpgradeId)
      : section === 'treasures'
        ? treasureName(id as TreasureId)
        : section === 'characters'
          ? characterName(id as CharacterId)
          : itemName(id, englishItemName(id as ItemId));
}

/** A replaced component's name with its kind ("Adventure card: …"), in the current language. */
export function packComponentName(c: Named): string {
  return i18n.t('packs.component', {
    kind: i18n.t(`packs.section.${c.section}`),
    name: componentName(c),
  });
}
