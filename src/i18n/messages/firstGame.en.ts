/** A first game without rough edges: keys that never collide, choices made with the card's text. */
export const firstGameEn = {
  key: {
    letters: 'Choose options past 9 (letters skip {{skipped}})',
    space: 'Continue when the game is paused',
    coach: 'Open or close the coach',
  },
  card: {
    effect: 'The card: {{text}}',
    treasure: '{{name}}: {{text}}',
  },
  option: {
    at: '{{label}} · {{ocean}}',
    space: 'space {{space}}',
  },
  bot: {
    kicker: 'Imperialist bot',
  },
};
