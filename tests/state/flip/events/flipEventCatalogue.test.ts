import { describe, expect, test } from 'vitest';
import { createFlipGame } from '../../../../src/flip';
import type { FlipEvent } from '../../../../src/flip';
import {
  FLIP_EVENT_CATALOGUE,
  describeFlipEvent,
  flipHoldMsOf,
} from '../../../../src/state/flip/events/flipEventCatalogue';
import { FLIP_SEAT_EVENTS } from '../../../../src/state/flip/events/flipSeatEvents';
import { FLIP_TABLE_EVENTS } from '../../../../src/state/flip/events/flipTableEvents';
import { FLIP_EVENT_SAMPLES } from './flipEventSamples';

const SAMPLES: FlipEvent[] = Object.values(FLIP_EVENT_SAMPLES);

describe('the Flip Voyage event catalogue', () => {
  test('has exactly one entry for every event type', () => {
    const types = Object.keys(FLIP_EVENT_SAMPLES).sort();
    expect(Object.keys(FLIP_EVENT_CATALOGUE).sort()).toEqual(types);
    expect([...Object.keys(FLIP_TABLE_EVENTS), ...Object.keys(FLIP_SEAT_EVENTS)].sort()).toEqual(
      types,
    );
  });

  test('log lines read as before', () => {
    const state = createFlipGame({ seed: 7, players: 2, characters: ['nedLand', 'conseil'] });
    const lines: Record<FlipEvent['type'], string | null> = {
      GameStarted: 'A new voyage: 2 players.',
      CharacterChosen: 'P1 Ned Land sets out from K2 (zone 4, 1★).',
      TurnStarted: '— Turn 1 —',
      LineupRevealed: 'Lineup: K♠  8♦  6♠.',
      JokerRevealed: 'A joker is revealed and boxed.',
      DeckReshuffled: "Farragut's discard is reshuffled (6 cards).",
      PhaseStarted: null,
      CardAssigned: 'P2 Conseil uses 6♠ to engage ♠.',
      KnowledgeSpent: null,
      NautilusStepped: null,
      NautilusMoved: 'P1 Ned Land sails 6 leagues to G2 (zone 3, blank).',
      LeaguesTracked: null,
      StarsGained: 'P1 Ned Land +1★ (map) → 2.',
      ItemChanged: 'P2 Conseil +1 damage (movement).',
      MapSymbolCollected: null,
      BonusLostAtSea: 'A bonus at G7 (zone 11, ♥ bonus) is lost at sea.',
      ExplorationTaken: 'P1 Ned Land declines the exploration reward.',
      BonusActionGained: 'P1 Ned Land gains a ♠ bonus action.',
      SlotFilled: 'P1 Ned Land marks Adventure ocean row 1, box 5 with K.',
      GroupCompleted: 'P1 Ned Land completes a Liberation group: +2★.',
      ActionSkipped: 'P2 Conseil cannot act.',
      Repaired: 'P1 Ned Land repairs one damage.',
      UpgradeBuilt: 'P1 Ned Land builds 6 Chart Room.',
      UpgradeUsed: 'P1 Ned Land uses A Skiff.',
      ItemUsed: 'P1 Ned Land uses Harpoon.',
      ChallengeScored: 'Farragut meets “Deep Diver”: +5★.',
      ChallengeFlipped: '“Deep Diver” flips to its 2★ side.',
      FarragutDrew: 'Farragut draws: You gain treasure. / You end a move in a gold zone.',
      FarragutCardMet: "Farragut's card “You gain treasure.” will score.",
      FarragutScored: 'Farragut +5 (cards) → 5.',
      CardsDiscarded: null,
      EndTriggered: 'The tracks converge — the voyage ends after this turn.',
      LeaguesBonusAwarded: 'P1 Ned Land gains a 7★ leagues bonus.',
      GameEnded: 'The voyage is over.',
    };
    const at = { ...state, lineup: [25, 33, 18] };
    for (const event of SAMPLES) {
      expect(describeFlipEvent(event, at), event.type).toBe(lines[event.type]);
    }
    const solo = createFlipGame({ seed: 7, players: 1, characters: ['nedLand'] });
    expect(describeFlipEvent(FLIP_EVENT_SAMPLES.StarsGained, solo)).toBe('Ned Land +1★ (map) → 2.');
    expect(describeFlipEvent({ type: 'ExplorationTaken', player: 0, corner: 2 }, solo)).toBeNull();
  });

  test('events hold the stage as long as before', () => {
    const hold: Partial<Record<FlipEvent['type'], number>> = {
      LineupRevealed: 800,
      ChallengeFlipped: 800,
      FarragutDrew: 600,
      JokerRevealed: 600,
      GameEnded: 600,
      NautilusMoved: 420,
      SlotFilled: 420,
      GroupCompleted: 420,
      ChallengeScored: 420,
      UpgradeBuilt: 420,
      FarragutScored: 420,
      StarsGained: 250,
      ItemChanged: 250,
      BonusActionGained: 250,
      FarragutCardMet: 250,
      TurnStarted: 250,
      NautilusStepped: 120,
    };
    for (const event of SAMPLES)
      expect(flipHoldMsOf(event), event.type).toBe(hold[event.type] ?? 0);
  });
});
