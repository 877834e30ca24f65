import type { ScoreLine } from '../../core';
import { i18n } from '../../i18n/i18n';
import { scoringEn } from '../../i18n/messages/scoring.en';

/** Headings of the score sheet's categories (seed 001 End of the Game), in English. */
export const SCORE_CATEGORY_NAMES: Record<ScoreLine['category'], string> = scoringEn.category;

/** A score sheet category's heading in the current language; the id where unknown. */
export function scoreCategoryName(category: string): string {
  return category in scoringEn.category
    ? i18n.t(`scoring.category.${category as ScoreLine['category']}`)
    : category;
}
