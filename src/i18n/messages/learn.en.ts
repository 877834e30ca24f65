/** The lesson menu and the lesson card. */
export const learnEn = {
  heading: "Learn Nemo's War",
  intro: 'Short lessons on the real table and the real rules. Your progress is remembered.',
  group: {
    base: { title: 'The base game', blurb: 'For new captains: how a turn works.' },
    imperialist: {
      title: 'The Imperialist variant',
      blurb: 'Two players: the map changes and the Imperialist’s forces.',
    },
  },
  completed: 'Completed ✓',
  reached: 'Reached step {{step}} of {{count}}',
  steps_one: '{{count}} step',
  steps_other: '{{count}} steps',
  continue: 'Continue',
  restart: 'Restart',
  playAgain: 'Play again',
  start: 'Start',
  progress: 'Step {{step}} / {{count}}',
  blockedLine: '{{piece}} to {{ocean}}: {{why}}',
  piece: {
    nautilus: 'Nautilus',
    surface: 'Squadron / Ship token',
    airship: 'Airship',
    seaSerpent: 'Sea Serpent',
  },
  notQuite: 'Not quite: ',
  tryIt: 'Try it — {{prompt}}',
  next: 'Next →',
  finish: 'Finish — back to the lessons',
  lessons: 'Lessons',
  unknownLesson: 'Unknown lesson "{{id}}"; showing the lesson menu.',
} as const;
