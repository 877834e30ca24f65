/** Showcase captions written for viewers (src/state/nemo/events/viewerCaptions.ts) and the show's own lines. */
export const captionsEn = {
  card: {
    turnsUp: '“{{title}}” turns up — {{what}}.',
    test: 'a test: Nemo needs {{test}} or more on two dice',
    keep: 'Nemo keeps it to use later',
    play: 'it takes effect at once',
  },
  test: {
    bandPaid: '{{what}}: a {{total}} on the table reads “{{band}}” — it pays off.',
    bandWrong: '{{what}}: a {{total}} on the table reads “{{band}}” — it goes wrong.',
    passed: '{{what}}: {{total}} against {{target}} needed — passed.',
    failed: '{{what}}: {{total}} against {{target}} needed — failed, and the crew pays for it.',
  },
  combat: {
    firesHit:
      '{{ship}} fires first and hits ({{total}} against {{target}}): the Nautilus takes damage.',
    firesMiss:
      '{{ship}} fires first and misses ({{total}} against {{target}}): the Nautilus strikes back unharmed.',
    strikesHit:
      'The Nautilus strikes {{ship}}: {{total}} beats Defense {{target}} — she is going down.',
    strikesMiss:
      'The Nautilus strikes {{ship}} but {{total}} falls short of Defense {{target}} — a miss, and the world takes notice.',
  },
  sunk: {
    tonnage: "{{ship}} sinks: her tonnage counts toward Nemo's victory.",
    salvage: '{{ship}} sinks: her wreck becomes Salvage to pay for Upgrades.',
    letGo: '{{ship}} is let go: no score, but the oppressed take heart.',
  },
  hit: {
    cancelled: 'The Hit is cancelled: the Nautilus shrugs it off.',
    lands: 'A Hit lands on {{resource}}: the Nautilus is weaker for the rest of the voyage.',
  },
  exerted: 'Nemo pushes {{resource}} for +{{drm}} on this roll — it costs dear if the roll fails.',
  notoriety: {
    climbs: 'Notoriety climbs to {{to}} ({{why}}): the nations hunt the Nautilus harder.',
    falls: 'Notoriety falls to {{to}} ({{why}}): the hunt eases.',
  },
  placed: {
    hidden: 'An unknown ship slips into {{ocean}} — it may be prey or a warship.',
    ship: '{{ship}} enters {{ocean}}.',
  },
  nautilus: {
    slips: 'The Nautilus slips from {{from}} into {{to}}.',
    setsOut: 'The Nautilus sets out from {{to}}.',
    /** The Prologue's die, before the Nautilus is on the table. */
    berthDie: 'Prologue: a die picks the Ocean the Nautilus sails from — {{die}}.',
  },
  dice: {
    /** A roll in words for viewers: no colour marks. */
    white: '{{purpose}}: the dice show {{dice}}.',
    whiteBlack: '{{purpose}}: the white dice show {{white}}, the black {{black}}.',
    and: ' and ',
    /** While the dice tumble in the tray: the roll's purpose, no values yet. */
    thrown: '{{purpose}}: the dice are rolling…',
  },
  /** Act III: the Motive the voyage is scored by changes. */
  motive:
    'Act III: Nemo turns from {{from}} to {{to}} — from now on the voyage is scored as {{to}}.',
};
