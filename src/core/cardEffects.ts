import type { CardEffectEntry } from './data/effectTypes';
import type { CardId } from './data/cards';
import { msg } from './data/coreText';
import {
  actionPoints as ap,
  drawTreasures as treasure,
  FIGHT_ONE as fight,
  gain,
  lose,
  notoriety as n,
} from './data/effectBuilders';
import { STORY_CARD_EFFECTS } from './storyCardEffects';

/** Kept for callers of the first interpreter: a card's effect entry. */
export type CardEffects = CardEffectEntry;

/**
 * The effect of every Adventure card: the events here, the story's cards (Act cards, Rising
 * Action, Finales, Nadeen Dakkar, versus) in `storyCardEffects.ts`.
 * Published effects come from reference §12.3 (S1 AdventureCardInstructions); every other effect
 * is designed to fit the card's title, type, test number, exertable resources and VP icons
 * (ARCHITECTURE.md §2). Act cards (PRO, INT1, INT2) run in handlers/turnHandlers.ts; their entries
 * here only carry their text.
 */
export const CARD_EFFECTS: Record<CardId, CardEffectEntry> = {
  E01: {
    text: 'Pass: −2 Notoriety. Fail: +4 Notoriety.',
    provenance: 'published',
    pass: [n(-2)],
    fail: [n(4)],
  },
  E02: {
    text: 'The press turns on you: gain 2 Notoriety or lose 1 Nemo. Fail pile.',
    provenance: 'designed',
    pile: 'fail',
    play: [
      {
        kind: 'choice',
        options: [
          { label: msg('option.notorietyPlus2'), effects: [n(2)] },
          { label: msg('option.nemoMinus1'), effects: [lose('nemo', 1)] },
        ],
      },
    ],
  },
  E03: {
    text: 'KEEP. After a failed test: +2 DRM to it. Then Pass pile.',
    provenance: 'designed',
    keep: { when: ['afterTest'], effects: [{ kind: 'testDrm', amount: 2 }], pile: 'pass' },
  },
  E04: {
    text: 'A frigate finds you: take a Ship from the bag and fight it now. Pass pile.',
    provenance: 'designed',
    pile: 'pass',
    play: [fight],
  },
  E05: {
    text: 'KEEP. Action Phase: move the Nautilus to an adjacent Ocean for free. Then Pass pile.',
    provenance: 'designed',
    keep: { when: ['action'], effects: [{ kind: 'moveNautilus', to: 'adjacent' }], pile: 'pass' },
  },
  E06: {
    text: 'Pass: send 1 revealed Ship in your Ocean back to the bag, −1 Notoriety. Fail: +2 Notoriety.',
    provenance: 'designed',
    pass: [{ kind: 'removeShips', amount: 1, warshipsOnly: false }, n(-1)],
    fail: [n(2)],
  },
  E07: {
    text: 'Pass: +1 Crew. Fail: −1 Crew and +1 Notoriety.',
    provenance: 'designed',
    pass: [gain('crew', 1)],
    fail: [lose('crew', 1), n(1)],
  },
  E08: {
    text: 'KEEP. Action Phase: +1 Hull. Then Pass pile.',
    provenance: 'designed',
    keep: { when: ['action'], effects: [gain('hull', 1)], pile: 'pass' },
  },
  E09: {
    text: 'Pass: draw 2 Treasures. Fail: nothing.',
    provenance: 'published',
    pass: [treasure(2)],
    fail: [],
  },
  E10: {
    text: 'KEEP. Action Phase, in an Ocean with a Land space: +1 Crew and +1 Nemo. Then Pass pile.',
    provenance: 'designed',
    keep: {
      when: ['action'],
      cond: { kind: 'landHere' },
      effects: [gain('crew', 1), gain('nemo', 1)],
      pile: 'pass',
    },
  },
  E11: {
    text: 'Fevered dreams: −1 Crew, then draw 1 Treasure. Pass pile.',
    provenance: 'designed',
    pile: 'pass',
    play: [lose('crew', 1), treasure(1)],
  },
  E12: {
    text: 'Pass: +1 Notoriety, draw 1 Treasure. Fail: +2 Notoriety, −1 Hull.',
    provenance: 'published',
    pass: [n(1), treasure(1)],
    fail: [n(2), lose('hull', 1)],
  },
  E13: {
    text: 'Time slips away: lose 1 Nemo, or 2 Hidden Ships join your Ocean. Fail pile.',
    provenance: 'designed',
    pile: 'fail',
    play: [
      {
        kind: 'choice',
        options: [
          { label: msg('option.nemoMinus1'), effects: [lose('nemo', 1)] },
          {
            label: msg('option.hiddenShips2'),
            effects: [{ kind: 'placeHidden', where: 'nautilus', amount: 2 }],
          },
        ],
      },
    ],
  },
  E14: {
    text: 'Pass: +1 Nemo. Fail: −1 Nemo.',
    provenance: 'designed',
    pass: [gain('nemo', 1)],
    fail: [lose('nemo', 1)],
  },
  E15: {
    text: 'Pass: +2 Crew. Fail: −1 Crew.',
    provenance: 'published',
    pass: [gain('crew', 2)],
    fail: [lose('crew', 1)],
  },
  E16: {
    text: 'KEEP. Action Phase, in the Indian Ocean: draw 1 Treasure and put 1 gemstone there. Then Pass pile.',
    provenance: 'designed',
    keep: {
      when: ['action'],
      cond: { kind: 'nautilusIn', oceans: ['indianOcean'] },
      effects: [treasure(1), { kind: 'gem', where: 'nautilus', amount: 1 }],
      pile: 'pass',
    },
  },
  E17: {
    text: 'Pass: gain an Upgrade from the display for 1 Salvage less. Fail: −1 Hull.',
    provenance: 'designed',
    pass: [{ kind: 'gainUpgrade', costModifier: -1 }],
    fail: [lose('hull', 1)],
  },
  E18: {
    text: 'Move the Nautilus to the Indian Ocean or the European Seas, then draw 1 Treasure. Pass pile.',
    provenance: 'designed',
    pile: 'pass',
    play: [{ kind: 'moveNautilus', to: ['indianOcean', 'europeanSeas'] }, treasure(1)],
  },
  E19: {
    text: 'KEEP. Action Phase: test 10 (Crew). Pass: draw 2 Treasures. Fail: −1 Crew.',
    provenance: 'designed',
    keep: { when: ['action'], effects: [], pile: 'pass' },
    pass: [treasure(2)],
    fail: [lose('crew', 1)],
  },
  E20: {
    text: 'Riches below: 1 gemstone to your Ocean and 1 to the Adventure Deck. Fail pile.',
    provenance: 'designed',
    pile: 'fail',
    play: [
      { kind: 'gem', where: 'nautilus', amount: 1 },
      { kind: 'gem', where: 'adventureDeck', amount: 1 },
    ],
  },
  E21: {
    text: 'Pass: keep the pass, or move this card to the Fail pile for +1 Nemo. Fail: −1 Nemo.',
    provenance: 'published',
    pass: [
      {
        kind: 'choice',
        options: [
          { label: msg('option.keepPass'), effects: [] },
          {
            label: msg('option.failPileNemo'),
            effects: [{ kind: 'filePile', pile: 'fail' }, gain('nemo', 1)],
          },
        ],
      },
    ],
    fail: [lose('nemo', 1)],
  },
  E22: {
    text: 'KEEP (passive). While kept, the Nautilus may move between the European Seas and the Indian Ocean.',
    provenance: 'designed',
  },
  E23: {
    text: 'Shipping panics: +1 Notoriety and remove 1 Hidden Ship from your Ocean. Pass pile.',
    provenance: 'designed',
    pile: 'pass',
    play: [n(1), { kind: 'removeHidden', amount: 1 }],
  },
  E24: {
    text: 'Pass: +1 Hull. Fail: −1 Nemo or −1 Hull.',
    provenance: 'published',
    pass: [gain('hull', 1)],
    fail: [{ kind: 'loseOneOf', resources: ['nemo', 'hull'], amount: 1 }],
  },
  E25: {
    text: 'Pass: draw 2 Treasures and +1 Nemo. Fail: −1 Crew.',
    provenance: 'designed',
    pass: [treasure(2), gain('nemo', 1)],
    fail: [lose('crew', 1)],
  },
  E26: {
    text: 'A treasure convoy: 1 gemstone to your Ocean, draw 1 Treasure, +1 Notoriety. Fail pile.',
    provenance: 'designed',
    pile: 'fail',
    play: [{ kind: 'gem', where: 'nautilus', amount: 1 }, treasure(1), n(1)],
  },
  E27: {
    text: 'Pass: +1 Nemo and place 1 Uprising cube in your Ocean. Fail: +2 Notoriety.',
    provenance: 'designed',
    pass: [gain('nemo', 1), { kind: 'placeUprising', amount: 1 }],
    fail: [n(2)],
  },
  E28: {
    text: 'KEEP. Action Phase: +2 Hull. Then Pass pile.',
    provenance: 'designed',
    keep: { when: ['action'], effects: [gain('hull', 2)], pile: 'pass' },
  },
  E29: {
    text: 'Pass: +1 Crew. Fail: −1 Hull.',
    provenance: 'designed',
    pass: [gain('crew', 1)],
    fail: [lose('hull', 1)],
  },
  E30: {
    text: 'Pass: +1 Nemo. Fail: −2 Hull.',
    provenance: 'designed',
    pass: [gain('nemo', 1)],
    fail: [lose('hull', 2)],
  },
  E31: {
    text: 'KEEP. Action Phase, at Cape Horn or in the South Atlantic: +1 Nemo, +1 Crew, then Pass pile. Unused at the end: Fail pile.',
    provenance: 'designed',
    keep: {
      when: ['action'],
      cond: { kind: 'nautilusIn', oceans: ['capeHorn', 'southAtlantic'] },
      effects: [gain('nemo', 1), gain('crew', 1)],
      pile: 'pass',
    },
    atEnd: 'fail',
  },
  E32: {
    text: 'Pass: −1 Notoriety. Fail: −1 Hull and +1 Notoriety.',
    provenance: 'designed',
    pass: [n(-1)],
    fail: [lose('hull', 1), n(1)],
  },
  E33: {
    text: 'Pass: nothing more. Fail: −2 Crew.',
    provenance: 'designed',
    pass: [],
    fail: [lose('crew', 2)],
  },
  E34: {
    text: 'Pass: draw 2 Treasures. Fail: lose 2 among Crew and Hull.',
    provenance: 'published',
    pass: [treasure(2)],
    fail: [
      { kind: 'loseOneOf', resources: ['crew', 'hull'], amount: 1 },
      { kind: 'loseOneOf', resources: ['crew', 'hull'], amount: 1 },
    ],
  },
  E35: {
    text: 'KEEP. Action Phase, in the North Atlantic or European Seas: +2 AP. Then Pass pile.',
    provenance: 'designed',
    keep: {
      when: ['action'],
      cond: { kind: 'nautilusIn', oceans: ['northAtlantic', 'europeanSeas'] },
      effects: [ap(2)],
      pile: 'pass',
    },
  },
  E36: {
    text: 'KEEP. Action Phase, in the North Atlantic: −2 Notoriety. Then Pass pile.',
    provenance: 'designed',
    keep: {
      when: ['action'],
      cond: { kind: 'nautilusIn', oceans: ['northAtlantic'] },
      effects: [n(-2)],
      pile: 'pass',
    },
  },
  E37: {
    text: 'Pass: +1 Nemo. Fail: −1 Crew and +2 Notoriety.',
    provenance: 'designed',
    pass: [gain('nemo', 1)],
    fail: [lose('crew', 1), n(2)],
  },
  E38: {
    text: 'A capital ship crosses your path: take a Ship from the bag and fight it now. Pass pile.',
    provenance: 'designed',
    pile: 'pass',
    play: [fight],
  },
  E39: {
    text: 'Nemo is enraged: +1 Nemo, +2 Notoriety, place 1 Uprising cube in your Ocean. Fail pile.',
    provenance: 'designed',
    pile: 'fail',
    play: [gain('nemo', 1), n(2), { kind: 'placeUprising', amount: 1 }],
  },
  E40: {
    text: 'The crew demands an offering: a Character must be sacrificed (pay their penalty). Fail pile.',
    provenance: 'designed',
    pile: 'fail',
    play: [{ kind: 'sacrificeCharacter' }],
  },
  E41: {
    text: 'KEEP. Action Phase: test 9. Pass: −3 Notoriety. Fail: +2 Notoriety.',
    provenance: 'designed',
    keep: { when: ['action'], effects: [], pile: 'pass' },
    pass: [n(-3)],
    fail: [n(2)],
  },
  E42: {
    text: 'KEEP. Action Phase, in the South or Western Pacific: draw 2 Treasures, then Pass pile. Unused at the end: Fail pile.',
    provenance: 'designed',
    keep: {
      when: ['action'],
      cond: { kind: 'nautilusIn', oceans: ['southPacific', 'westernPacific'] },
      effects: [treasure(2)],
      pile: 'pass',
    },
    atEnd: 'fail',
  },
  E43: {
    text: 'KEEP. Action Phase, in the Western Pacific or Indian Ocean: test 7 (Hull). Pass: +1 AP and +1 Hull. Fail: −1 Hull.',
    provenance: 'designed',
    keep: {
      when: ['action'],
      cond: { kind: 'nautilusIn', oceans: ['westernPacific', 'indianOcean'] },
      effects: [],
      pile: 'pass',
    },
    pass: [ap(1), gain('hull', 1)],
    fail: [lose('hull', 1)],
  },
  E44: {
    text: 'Aid for the Cretan rebels: draw 1 Treasure and place 1 Uprising cube in your Ocean. Pass pile; +1 VP per surviving Character (max 4).',
    provenance: 'designed',
    pile: 'pass',
    play: [treasure(1), { kind: 'placeUprising', amount: 1 }],
  },
  E45: {
    text: 'KEEP. Action Phase, in the European Seas or North Atlantic: draw 3 Treasures, then Pass pile. Unused at the end: Fail pile.',
    provenance: 'designed',
    keep: {
      when: ['action'],
      cond: { kind: 'nautilusIn', oceans: ['europeanSeas', 'northAtlantic'] },
      effects: [treasure(3)],
      pile: 'pass',
    },
    atEnd: 'fail',
  },
  E46: {
    text: 'KEEP. Action Phase, pay 2 AP: +1 Hull and this card goes to the Fail pile. Still kept at the end: Pass pile (−8 VP).',
    provenance: 'designed',
    keep: {
      when: ['action'],
      cond: { kind: 'ap', atLeast: 2 },
      effects: [ap(-2), gain('hull', 1)],
      pile: 'fail',
    },
    atEnd: 'pass',
  },
  E47: {
    text: 'Pass: +1 Hull. Fail: −1 Crew.',
    provenance: 'designed',
    pass: [gain('hull', 1)],
    fail: [lose('crew', 1)],
  },
  E48: {
    text: 'Europe goes to war: −2 Notoriety, and 1 Hidden Ship joins the European Seas. Pass pile.',
    provenance: 'designed',
    pile: 'pass',
    play: [n(-2), { kind: 'placeHidden', where: 'europeanSeas', amount: 1 }],
  },
  E49: {
    text: 'KEEP. Action Phase: test 11 (Nemo, Crew). Pass: −2 Notoriety, draw 1 Treasure. Fail: +3 Notoriety.',
    provenance: 'designed',
    keep: { when: ['action'], effects: [], pile: 'pass' },
    pass: [n(-2), treasure(1)],
    fail: [n(3)],
  },
  E50: {
    text: 'Pass: nothing more. Fail: suffer 2 Hits.',
    provenance: 'designed',
    pass: [],
    fail: [{ kind: 'hits', amount: 2 }],
  },
  E51: {
    text: 'Take a Ship from the bag and fight it now, then put 1 gemstone in your Ocean. Fail pile.',
    provenance: 'designed',
    pile: 'fail',
    play: [fight, { kind: 'gem', where: 'nautilus', amount: 1 }],
  },
  ...STORY_CARD_EFFECTS,
};
