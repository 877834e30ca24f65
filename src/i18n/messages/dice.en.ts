/** The dice overlay, roll history and dice settings. */
export const diceEn = {
  idle: 'Press Roll to throw the dice',
  rolling: 'Rolling…',
  total: ' (total {{total}})',
  white: 'white',
  black: 'black',
  face: '{{color}} {{value}}',
  settings: 'Dice settings',
  instant: 'Instant',
  times: '{{speed}}×',
  soundOn: 'Sound on',
  soundOff: 'Sound off',
  reducedMotion: 'Reduced motion',
  colourBlind: 'Colour-blind aids',
  history: 'Roll history',
  noRolls: 'No rolls yet',
  rollIndex: '#{{n}}',
} as const;
