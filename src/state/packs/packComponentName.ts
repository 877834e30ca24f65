import { itemName as englishItemName } from '../../core/content/lookup';
import type { PackComponent } from '../../core/content/index';
import { i18n, itemName } from '../../i18n/i18n';
import { cardName, characterName, treasureName, upgradeName } from '../events/eventNames';

/** A replaced component's name in the current language, with its kind ("Event card: …"). */
export function packComponentName({ section, id }: Pick<PackComponent, 'section' | 'id'>): string {
  const name =
    section === 'cards'
      ? cardName(id)
      : section === 'upgrades'
        ? upgradeName(id)
        : section === 'treasures'
          ? treasureName(id)
          : section === 'characters'
            ? characterName(id)
            : itemName(id, englishItemName(id));
  return i18n.t('packs.component', { kind: i18n.t(`packs.section.${section}`), name });
}
