/** Content packs: the setup screens' Components field, the pack editor and the pack's odds. */
export const packsEn = {
  tableMark: 'YOUR PACK',
  legend: 'Components',
  builtIn: 'built-in',
  fromFile: 'from a file…',
  chooseFile: 'Choose a pack file…',
  otherFile: 'Another file…',
  fileLabel: 'Content pack file',
  refused: 'This file was not loaded, nothing changed: {{reason}}',
  unnamed: 'An unnamed pack',
  replaces_one: 'replaces {{count}} component:',
  replaces_other: 'replaces {{count}} components:',
  fromYourPack: '(from your pack)',
  ownTextLine:
    "A pack's texts are shown as its owner wrote them, in every language; its voyages go on boards of their own.",
  builtInLine:
    'The effects of this edition. Own the box? Load a content pack with your own effects (write one at Content pack in the menu).',
  builtInLineKept: 'The effects of this edition. "{{name}}" is kept on this device for another game.',
  component: '{{kind}}: {{name}}',
  section: {
    cards: 'Adventure card',
    upgrades: 'Upgrade',
    treasures: 'Treasure',
    characters: 'Character',
    attributes: 'Attribute',
    adventureTokens: 'Adventure token',
    deadlySeas: 'Deadly Seas token',
  },
  inPlay: 'Playing with the content pack "{{name}}".',
};
