import type { ScoreLine } from '../../core/scoring';

/** Headings of the score sheet's categories (seed 001 End of the Game), for every screen that shows it. */
export const SCORE_CATEGORY_NAMES: Record<ScoreLine['category'], string> = {
  warship: 'Warships',
  nonWarship: 'Non-warships',
  adventure: 'Adventures',
  treasure: 'Treasure',
  liberation: 'Liberation',
  science: 'Science',
  wonder: 'Wonders',
  character: 'Characters',
  scourge: 'Scourging the Seas',
  penalty: 'Penalties',
  humanist: 'Humanist',
};

export function scoreCategoryName(category: string): string {
  return (SCORE_CATEGORY_NAMES as Record<string, string>)[category] ?? category;
}
