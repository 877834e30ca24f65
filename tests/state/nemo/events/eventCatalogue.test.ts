import { describe, expect, test } from 'vitest';
import { createGame, defaultSetup } from '../../../../src/core/createGame';
import type { GameEvent } from '../../../../src/core/gameEvent';
import { CARD_EVENTS } from '../../../../src/state/nemo/events/cardEvents';
import { DICE_EVENTS } from '../../../../src/state/nemo/events/diceEvents';
import {
  EVENT_CATALOGUE,
  captionOf,
  describeEvent,
  holdMsOf,
  shotOf,
  showcaseHoldMsOf,
  waitsForDice,
} from '../../../../src/state/nemo/events/eventCatalogue';
import { IMPERIALIST_EVENTS } from '../../../../src/state/nemo/events/imperialistEvents';
import { RESOURCE_EVENTS } from '../../../../src/state/nemo/events/resourceEvents';
import { SHIP_EVENTS } from '../../../../src/state/nemo/events/shipEvents';
import { TREASURE_EVENTS } from '../../../../src/state/nemo/events/treasureEvents';
import { VOYAGE_EVENTS } from '../../../../src/state/nemo/events/voyageEvents';
import { GAME_EVENT_SAMPLES } from './gameEventSamples';

const SAMPLES: GameEvent[] = Object.values(GAME_EVENT_SAMPLES);
const created = createGame(defaultSetup({ seed: 'catalogue' })).state;
/** A state with the Nautilus at sea, where battles are framed. */
const state = { ...created, nautilus: 'indianOcean' as const };

describe('the event catalogue', () => {
  test('has exactly one entry for every event type', () => {
    const families = [
      VOYAGE_EVENTS,
      CARD_EVENTS,
      DICE_EVENTS,
      SHIP_EVENTS,
      RESOURCE_EVENTS,
      TREASURE_EVENTS,
      IMPERIALIST_EVENTS,
    ].flatMap((family) => Object.keys(family));
    const types = Object.keys(GAME_EVENT_SAMPLES).sort();
    expect(Object.keys(EVENT_CATALOGUE).sort()).toEqual(types);
    expect(families.sort()).toEqual(types);
    for (const entry of Object.values(EVENT_CATALOGUE)) {
      expect(entry.holdMs).toBeGreaterThanOrEqual(0);
      expect(entry.showcaseHoldMs).toBeGreaterThanOrEqual(0);
      expect(typeof entry.log).toBe('function');
    }
  });

  test('log lines read as before', () => {
    const lines: Record<GameEvent['type'], string | null> = {
      GameCreated: 'A new voyage begins (Explore Motive, seed cat:0).',
      TurnStarted: '— Turn 4 (Act 2) —',
      PhaseStarted: null,
      CardRevealed: 'Revealed "Ocean Wealth" from the Adventure Deck.',
      CardFiled: '"Ocean Wealth" goes to your tableau.',
      ActBegan: 'Act 2 begins: roll 2 white and 1 black dice each Placement Phase.',
      MotiveChanged: "Nemo's Motive changes from Explore to Science.",
      DiceRolled: 'Placement Phase: rolled 4 6 3■.',
      DiceChosen: 'Chose 1 and 1 for Action Points.',
      ActionPointsSet: null,
      ShipPlaced:
        "Royal Sovereign (British, Atk 8, Def 10) is placed in Eastern Pacific (A Frigate's Demise: fight it now).",
      ShipRevealed: 'Revealed Ariel (British, Def 9) in Indian Ocean.',
      ShipFlipped: 'Fulmar turns to its warship side.',
      ShipSunk: 'Huascar is sunk and taken as Tonnage (North Atlantic row).',
      ShipRemoved: 'America leaves North Atlantic.',
      ShipsEnterBag: '4 ships of group C join the Ship bag.',
      NautilusMoved: 'The Nautilus sails from South Pacific to Western Pacific.',
      ResourceChanged: 'Crew falls to 8 (paid for Hydro Drive).',
      ResourceExerted: 'Exerted Nemo for +2.',
      NotorietyChanged: 'Notoriety rises to 1 (Second Officer sacrificed).',
      NotorietyThreshold: 'Notoriety 10: Warships flip to purple.',
      TestResolved:
        'Repair: 3 + 4 + 6 (exerted Crew) − 1 (a Warship is in this Ocean) = 12 — “Recruit Teams” (pass: +2 Hull).',
      CombatRound: 'Ariel fires: 5 + 6 = 11 vs Attack 9: the Nautilus is hit!',
      HitTaken: 'A Hit strikes Hull.',
      GemstoneMoved: 'A gemstone moves from the supply to the Adventure Deck.',
      CubeMoved: 'An Uprising cube moves from the supply to Abyssinia At War.',
      TreasureDrawn: 'Treasure drawn: Pyramids of Yonaguni (resolved at once).',
      TreasureSpent: 'Spent Pyramids of Yonaguni (DRM for Repair).',
      UpgradeGained: 'Nautilus upgrade: Hydro Drive (bought at setup).',
      UpgradeDiscarded: 'Hydro Drive is discarded (cancelled a Hit).',
      UpgradeDisplayed: 'Arcane Library is now available.',
      CharacterSacrificed: 'First Officer is sacrificed.',
      EffectApplied: 'The Lost Continent: Pass: draw 2 Treasures and +1 Nemo. Fail: −1 Crew. ✎',
      TokenDrawn: null,
      RuleNotImplemented: '⚠ Treasure bag: The Treasure bag is empty; nothing is drawn.',
      ActionTaken: null,
      GameEnded:
        "Defeat: Crew reached the red space (Ned Land's Tempers). Winner: the Imperialist.",
      SquadronMoved: 'The blue Squadron forms in Cape Horn.',
      ImperialistApSet: 'The Imperialist has 2 IAP left to spend.',
      ImperialistAction: 'The Imperialist spends 2 IAP: Apply Pressure, a group arrives sooner.',
      ImperialistTest: 'Hunt the Nautilus: 6+4-1 = 9, needs under 7: it fails.',
      ShipMoved: 'A Hidden Ship moves from South Pacific to Central Pacific.',
      GroupArrivalChanged: 'Imperialist pressure: the Green group now arrives at Notoriety 25.',
      ImperialistPhaseEnded:
        'The Imperialist ends its turn with 2 IAP unspent (1 carried to next turn).',
    };
    for (const event of SAMPLES) {
      expect(describeEvent(event, state), event.type).toBe(lines[event.type]);
    }
  });

  test('variants of a log line: hidden ships, parleys, scored ends, cards to a pile', () => {
    expect(
      describeEvent(
        { type: 'ShipPlaced', ocean: 'capeHorn', slot: 0, ship: null, face: 0, how: 'die' },
        state,
      ),
    ).toBe('A Hidden Ship enters Cape Horn (die).');
    expect(
      describeEvent({ type: 'ShipSunk', ocean: 'capeHorn', ship: 36, as: 'discard' }, state),
    ).toBe('Huascar is sunk and taken as nothing (parleyed).');
    expect(
      describeEvent(
        {
          type: 'GameEnded',
          outcome: 'scored',
          reason: '',
          total: 142,
          level: 'Admiral of the Deep',
        },
        state,
      ),
    ).toBe('The voyage ends: 142 VP — Admiral of the Deep.');
    expect(describeEvent({ type: 'CardFiled', card: 'E20', pile: 'fail' }, state)).toBe(
      '"Ocean Wealth" goes to the fail pile.',
    );
    expect(describeEvent({ type: 'CardFiled', card: 'E20', pile: 'act' }, state)).toBeNull();
  });

  test('captions put the log line under a kicker, or a line written for viewers', () => {
    const caption = (type: GameEvent['type']) => captionOf(GAME_EVENT_SAMPLES[type], state);
    expect(caption('TurnStarted')).toEqual({ kicker: 'Act II', text: 'Turn 4 begins.' });
    expect(caption('ShipSunk')).toEqual({
      kicker: 'Combat',
      text: "Huascar sinks: her tonnage counts toward Nemo's victory.",
    });
    for (const type of ['CombatRound', 'TestResolved', 'HitTaken', 'CardRevealed'] as const) {
      const text = caption(type)?.text ?? '';
      expect(text, type).not.toBe(describeEvent(GAME_EVENT_SAMPLES[type], state));
      expect(text, type).toMatch(/[:—]/);
    }
    expect(caption('RuleNotImplemented')).toEqual({
      kicker: 'Voyage',
      text: 'Treasure bag: The Treasure bag is empty; nothing is drawn.',
    });
    expect(caption('GameEnded')?.kicker).toBe('The End');
    expect(caption('DiceChosen')?.kicker).toBe('Voyage');
    expect(caption('ActionTaken')).toBeNull();
    // No raw marks in a caption (issue 43 §3): not the log's ✎ …
    const designed = { ...GAME_EVENT_SAMPLES.EffectApplied, provenance: 'designed' } as GameEvent;
    expect(describeEvent(designed, state)).toContain('✎');
    expect(captionOf(designed, state)?.text).not.toContain('✎');
    // … nor a die's colour mark ("rolled 2 1 3■"): a roll in words.
    expect(caption('DiceRolled')?.text).toBe(
      'Placement Phase: the white dice show 4 and 6, the black 3.',
    );
    expect(captionOf({ type: 'CardFiled', card: 'E20', pile: 'act' }, state)).toBeNull();
  });

  test('the Prologue die never says the Nautilus has set out before it is on the table', () => {
    const roll: GameEvent = {
      type: 'DiceRolled',
      rollIndex: 0,
      purpose: { key: 'roll.prologue', params: {} },
      dice: [{ color: 'white', value: 5 }],
    };
    const text = captionOf(roll, created)?.text ?? '';
    expect(text).toContain('5');
    expect(text).not.toMatch(/sets out/);
    // The setting out is the miniature's own caption, once it is in its Ocean.
    expect(
      captionOf({ type: 'NautilusMoved', from: null, to: 'europeanSeas' }, created)?.text,
    ).toBe('The Nautilus sets out from European Seas.');
  });

  test('battles are framed in the Nautilus’s Ocean, and big rolls stay out of the tray', () => {
    expect(shotOf(GAME_EVENT_SAMPLES.HitTaken, state)).toEqual({
      kind: 'ocean',
      id: 'indianOcean',
    });
    expect(shotOf(GAME_EVENT_SAMPLES.CombatRound, created)).toBeNull();
    expect(shotOf(GAME_EVENT_SAMPLES.ShipSunk, null)).toEqual({ kind: 'ocean', id: 'arcticOcean' });
    expect(shotOf(GAME_EVENT_SAMPLES.TreasureDrawn, state)).toBeNull();
    const seven = {
      ...GAME_EVENT_SAMPLES.DiceRolled,
      dice: Array.from({ length: 7 }, () => ({ color: 'white' as const, value: 2 })),
    };
    expect(shotOf(GAME_EVENT_SAMPLES.DiceRolled, null)).toEqual({ kind: 'dice' });
    expect(shotOf(seven, null)).toBeNull();
    expect(waitsForDice(GAME_EVENT_SAMPLES.DiceRolled)).toBe(true);
    expect(waitsForDice(seven)).toBe(false);
    expect(SAMPLES.filter(waitsForDice).map((e) => e.type)).toEqual(['DiceRolled']);
  });

  test('events hold the stage as long as before, in play and in a show', () => {
    const play: Partial<Record<GameEvent['type'], number>> = {
      CardRevealed: 900,
      ShipPlaced: 550,
      ShipRevealed: 550,
      ShipSunk: 550,
      NautilusMoved: 550,
      ShipFlipped: 450,
      CombatRound: 450,
      TestResolved: 450,
      HitTaken: 450,
      ResourceChanged: 300,
      NotorietyChanged: 300,
      GemstoneMoved: 300,
      CubeMoved: 300,
      TreasureDrawn: 300,
      UpgradeGained: 300,
      CardFiled: 300,
      GameEnded: 400,
      TurnStarted: 400,
      ImperialistPhaseEnded: 700,
    };
    const show: Partial<Record<GameEvent['type'], number>> = {
      CardRevealed: 2200,
      GameEnded: 2000,
      ActBegan: 2000,
      // Issue 43 §3: the show narrates the Act III Motive change long enough to read.
      MotiveChanged: 3500,
      TurnStarted: 1400,
      ShipPlaced: 1300,
      ShipRevealed: 1300,
      ShipSunk: 1300,
      NautilusMoved: 1300,
      CombatRound: 1300,
      TestResolved: 1300,
      TreasureDrawn: 1300,
      UpgradeGained: 1300,
      NotorietyThreshold: 1300,
      ShipFlipped: 900,
      HitTaken: 900,
      ResourceChanged: 900,
      NotorietyChanged: 900,
      GemstoneMoved: 900,
      CubeMoved: 900,
      CardFiled: 900,
      EffectApplied: 900,
      CharacterSacrificed: 900,
      TreasureSpent: 900,
      UpgradeDiscarded: 900,
      UpgradeDisplayed: 900,
      ShipRemoved: 900,
      ShipsEnterBag: 900,
      DiceChosen: 900,
      ImperialistPhaseEnded: 1600,
    };
    for (const event of SAMPLES) {
      expect(holdMsOf(event), event.type).toBe(play[event.type] ?? 0);
      expect(showcaseHoldMsOf(event), event.type).toBe(show[event.type] ?? 0);
    }
  });
});
