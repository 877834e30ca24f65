import { i18n } from '../../../i18n/i18n';

/**
 * A ship group as every screen names it: the two Notoriety groups by their colour (D blue,
 * E green), as the menus and the Notoriety track show them; the others by their letter.
 */
export function groupName(group: string): string {
  if (group === 'D')
    return i18n.t('wayfinding.group.colour', { colour: i18n.t('decisions.group.D') });
  if (group === 'E')
    return i18n.t('wayfinding.group.colour', { colour: i18n.t('decisions.group.other') });
  return i18n.t('wayfinding.group.letter', { group });
}

/** The log line for Apply Pressure: the group by its one name and where it now arrives. */
export function groupPressureLine(group: string, at: number): string {
  return i18n.t('wayfinding.group.pressure', { group: groupName(group), at });
}

/** The log line for a group's ships entering the bag. */
export function groupEntersBagLine(group: string, count: number): string {
  return i18n.t('wayfinding.group.entersBag', { group: groupName(group), count });
}
