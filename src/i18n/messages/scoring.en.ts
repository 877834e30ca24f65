/** Score sheet headings (src/state/nemo/scoreCategoryNames.ts). */
export const scoringEn = {
  category: {
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
  },
};
