import type { FarragutCondition } from '../../flip';
import { i18n } from '../../i18n/i18n';
import type { flipEn } from '../../i18n/messages/flip.en';

type Flip = typeof flipEn;

/** A word printed on the Flip cards, in the current language. */
export function cardWord(key: keyof Flip['card']): string {
  return i18n.t(`flip.card.${key}`);
}

/** A word printed on the Flip player sheet, in the current language. */
export function sheetWord(key: keyof Flip['sheet']): string {
  return i18n.t(`flip.sheet.${key}`);
}

/** A Nemo's Challenge card's goal in a line (its id where the tables do not know it). */
export function challengeSummary(id: string): string {
  const key = `flip.challengeSummary.${id}`;
  return i18n.exists(key) ? i18n.t(key as `flip.challengeSummary.chemist`) : id;
}

/** What a character's special item does, in a line. */
export function itemSummary(id: keyof Flip['itemSummary']): string {
  return i18n.t(`flip.itemSummary.${id}`);
}

/** An upgrade's effect, in a line. */
export function upgradeSummary(effect: keyof Flip['upgradeSummary']): string {
  return i18n.t(`flip.upgradeSummary.${effect}`);
}

/** A Farragut's Pursuit card's condition, in a line. */
export function farragutSummary(c: FarragutCondition): string {
  const key = c.type === 'gain' ? c.item : c.type === 'section' ? c.suit : 'goldZone';
  return i18n.t(`flip.farragutCard.${key}`);
}
