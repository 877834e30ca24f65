import type { CardEffectEntry } from './data/effectTypes';
import type { CardId, EventCardId } from './data/cards';
import { msg } from './data/coreText';
import { drawTreasures as treasure, gain, lose, notoriety as n } from './data/effectBuilders';

/**
 * The effects of the story's cards: the Act cards (PRO, INT1, INT2; they run in
 * handlers/turnHandlers.ts and carry only their text here), Rising Action, the Finales, Nadeen
 * Dakkar's cards and the versus card (ARCHITECTURE.md §2).
 */
export const STORY_CARD_EFFECTS: Record<Exclude<CardId, EventCardId>, CardEffectEntry> = {
  PRO: {
    text: 'Roll 1d6: the Nautilus starts in that Major Ocean. Roll 2 white dice each Placement Phase.',
    provenance: 'published',
  },
  INT1: {
    text: 'Add the Dark Yellow Ships to the Ship bag. Roll 2 white and 1 black die from now on.',
    provenance: 'published',
  },
  INT2: {
    text: 'Change your Motive or add an Upgrade to the display. Add the Orange Ships. Roll 3 white and 1 black die.',
    provenance: 'published',
  },
  RISE: {
    text: 'The Great Powers commit their newest ironclads: the Red Ships join the Ship bag.',
    provenance: 'designed',
    pile: 'pass',
    play: [{ kind: 'addShips', group: 'G' }],
  },
  FIN1: {
    text: 'Finale. Pass: the Nautilus escapes. Fail: −2 Hull. Then the game ends.',
    provenance: 'designed',
    pass: [],
    fail: [lose('hull', 2)],
  },
  FIN2: {
    text: 'Finale. Rest at the island: +1 Crew, +1 Hull. Then the game ends.',
    provenance: 'designed',
    pile: 'pass',
    play: [gain('crew', 1), gain('hull', 1)],
  },
  FIN3: {
    text: 'Finale. One more long voyage: −1 Hull. Then the game ends.',
    provenance: 'designed',
    pile: 'pass',
    play: [lose('hull', 1)],
  },
  FIN4: {
    text: 'Finale. The Nautilus rests on the sea floor (the card also scores −8 VP). The game ends.',
    provenance: 'designed',
    pile: 'pass',
    play: [],
  },
  FIN5: {
    text: 'Finale. Pass: the crew stays loyal. Fail: −2 Crew and −1 Nemo. Then the game ends.',
    provenance: 'designed',
    pass: [],
    fail: [lose('crew', 2), lose('nemo', 1)],
  },
  FIN6: {
    text: 'Finale. Pass: −3 Notoriety. Fail: −1 Nemo. Then the game ends.',
    provenance: 'designed',
    pass: [n(-3)],
    fail: [lose('nemo', 1)],
  },
  FIN7: {
    text: 'Finale. The voyage is told: draw 2 Treasures. Then the game ends.',
    provenance: 'designed',
    pile: 'pass',
    play: [treasure(2)],
  },
  NDA1: {
    text: 'Nadeen comes aboard: add his tile and draw 2 Characteristic tokens.',
    provenance: 'designed',
    pile: 'pass',
    play: [{ kind: 'nadeenAboard', characteristics: 2 }],
  },
  NDA2: {
    text: 'Nadeen comes aboard with 2 Characteristics. Pass: draw 1 more. Fail: lose 1 Nemo.',
    provenance: 'designed',
    pass: [{ kind: 'nadeenAboard', characteristics: 3 }],
    fail: [{ kind: 'nadeenAboard', characteristics: 2 }, lose('nemo', 1)],
  },
  NDA3: {
    text: 'Nadeen comes aboard with 2 Characteristics. Pass: +1 Crew. Fail: gain 2 Notoriety.',
    provenance: 'designed',
    pass: [{ kind: 'nadeenAboard', characteristics: 2 }, gain('crew', 1)],
    fail: [{ kind: 'nadeenAboard', characteristics: 2 }, n(2)],
  },
  NDB1: {
    text: 'Father and son clash. Pass: Nadeen gains 1 Characteristic. Fail: lose 1 Nemo.',
    provenance: 'designed',
    pass: [{ kind: 'characteristic', amount: 1 }],
    fail: [lose('nemo', 1)],
  },
  NDB2: {
    text: 'Doubts aboard. Pass: +1 Crew. Fail: discard 1 Characteristic.',
    provenance: 'designed',
    pass: [gain('crew', 1)],
    fail: [{ kind: 'characteristic', amount: -1 }],
  },
  NDB3: {
    text: 'A reckoning: lose 1 Nemo or discard 1 Characteristic; then Nadeen gains 1.',
    provenance: 'designed',
    pile: 'pass',
    play: [
      {
        kind: 'choice',
        options: [
          { label: msg('option.nemoMinus1'), effects: [lose('nemo', 1)] },
          {
            label: msg('option.discardCharacteristic'),
            effects: [{ kind: 'characteristic', amount: -1 }],
          },
        ],
      },
      { kind: 'characteristic', amount: 1 },
    ],
  },
  VS1: {
    text: 'KEEP (versus). After a failed test: it passes instead (the Imperialist takes 1 gemstone). Then Pass pile: +20 Character VP.',
    provenance: 'designed',
    keep: {
      when: ['afterTest'],
      effects: [{ kind: 'forcePass' }, { kind: 'imperialistGem', amount: 1 }],
      pile: 'pass',
    },
  },
};
