import { describe, expect, test } from 'vitest';
import { currentDecision } from '../../../src/core/engine';
import { SHIPS } from '../../../src/core/data/ships';
import { checkInvariants } from '../../../src/core/invariants';
import { choose, eventsOf, forceDice } from '../testGame';
import { fillOcean, putShipAt, quietActionPhase, runFrame } from './positions';
import { englishValue } from '../../../src/core/text/renderEnglish';

const WHITE = SHIPS.filter((s) => s.group === 'A').map((s) => s.id);
const PALE = SHIPS.filter((s) => s.group === 'B').map((s) => s.id);

describe('placing a ship for a die (seed 001 Placement Phase)', () => {
  test('a Hidden Ship goes to an empty space of the numbered Major Ocean', () => {
    const state = quietActionPhase();
    const events = runFrame(state, { k: 'placeShip', die: 4, stage: 'start', ship: null });
    expect(state.oceans.southAtlantic.slots).toContain(-2);
    expect(eventsOf(events, 'ShipPlaced')[0]).toMatchObject({ ocean: 'southAtlantic', ship: null });
  });

  test("a full Ocean spreads the Hidden Ship to an adjacent Ocean of the player's choice (any line counts)", () => {
    const state = quietActionPhase();
    fillOcean(state, 'europeanSeas');
    runFrame(state, { k: 'placeShip', die: 5, stage: 'start', ship: null });
    const d = currentDecision(state);
    expect(d?.kind).toBe('place.spread');
    expect(d?.options.map((o) => (o.type === 'chooseOcean' ? o.ocean : '')).sort()).toEqual([
      'indianOcean',
      'northAtlantic',
    ]);
    choose(state, (a) => a.type === 'chooseOcean' && a.ocean === 'indianOcean');
    expect(state.oceans.indianOcean.slots).toContain(-2);
  });

  test('with no room nearby, a Hidden Ship there is revealed from the bag (a White ship white side up)', () => {
    const state = quietActionPhase();
    fillOcean(state, 'southAtlantic');
    for (const o of ['northAtlantic', 'capeHorn', 'capeOfGoodHope'] as const) {
      state.oceans[o].slots.forEach((_, i) =>
        putShipAt(
          state,
          o,
          i,
          PALE[i + (o === 'northAtlantic' ? 0 : o === 'capeHorn' ? 4 : 5)] as number,
        ),
      );
    }
    state.sunkDiscard.push(...state.shipBag.filter((s) => s !== WHITE[3]));
    state.shipBag = [WHITE[3] as number];
    runFrame(state, { k: 'placeShip', die: 4, stage: 'start', ship: null });
    if (currentDecision(state)?.kind === 'place.reveal')
      choose(state, (a) => a.type === 'chooseSlot');
    expect(state.oceans.southAtlantic.slots).toContain(WHITE[3]);
    expect(state.shipFace[WHITE[3] as number]).toBe(0);
    expect(checkInvariants(state)).toEqual([]);
  });

  test('with no Hidden Ships nearby, a White ship there flips to its Gray Warship side', () => {
    const state = quietActionPhase();
    putShipAt(state, 'capeHorn', 0, PALE[0] as number);
    putShipAt(state, 'capeOfGoodHope', 0, PALE[1] as number);
    putShipAt(state, 'northAtlantic', 0, PALE[2] as number);
    putShipAt(state, 'northAtlantic', 1, PALE[3] as number);
    putShipAt(state, 'northAtlantic', 2, PALE[4] as number);
    putShipAt(state, 'northAtlantic', 3, PALE[5] as number);
    putShipAt(state, 'southAtlantic', 0, WHITE[0] as number);
    putShipAt(state, 'southAtlantic', 1, PALE[6] as number);
    putShipAt(state, 'southAtlantic', 2, PALE[7] as number);
    const events = runFrame(state, { k: 'placeShip', die: 4, stage: 'start', ship: null });
    expect(eventsOf(events, 'ShipFlipped')[0]).toMatchObject({ ship: WHITE[0], face: 1 });
    expect(SHIPS[WHITE[0] as number]?.back.warship).toBe(true);
  });

  test("with nothing to flip, a drawn ship hunts: anywhere with room, a White ship on its Gray side; in the Nautilus' Ocean it is Stalk-attacked for free", () => {
    const state = quietActionPhase();
    const pale = [...PALE];
    const fill = (o: 'capeHorn' | 'capeOfGoodHope' | 'northAtlantic' | 'southAtlantic') =>
      state.oceans[o].slots.forEach((_, i) => putShipAt(state, o, i, pale.shift() as number));
    fill('capeHorn');
    fill('capeOfGoodHope');
    fill('northAtlantic');
    fill('southAtlantic');
    state.nautilus = 'arcticOcean';
    state.sunkDiscard.push(...state.shipBag.filter((s) => s !== WHITE[5]));
    state.shipBag = [WHITE[5] as number];
    runFrame(state, { k: 'placeShip', die: 4, stage: 'start', ship: null });
    expect(currentDecision(state)?.kind).toBe('place.hunt');
    const ap = state.ap;
    forceDice(state, 6, 6);
    const events = choose(state, (a) => a.type === 'chooseOcean' && a.ocean === 'arcticOcean');
    expect(eventsOf(events, 'CombatRound')[0]).toMatchObject({ attacker: 'warship', hit: false });
    expect(state.oceans.arcticOcean.slots).toContain(WHITE[5]);
    expect(state.shipFace[WHITE[5] as number]).toBe(1);
    expect(currentDecision(state)?.kind).toBe('attackCommit');
    expect(state.ap).toBe(ap);
  });

  test('no space anywhere when a Warship must be placed is an immediate defeat', () => {
    const state = quietActionPhase();
    const ships = [...PALE, ...SHIPS.filter((s) => 'CDEFG'.includes(s.group)).map((s) => s.id)];
    for (const o of Object.keys(state.oceans) as (keyof typeof state.oceans)[]) {
      state.oceans[o].slots.forEach((_, i) => putShipAt(state, o, i, ships.shift() as number));
    }
    runFrame(state, { k: 'placeShip', die: 1, stage: 'start', ship: null });
    expect(state.result).toMatchObject({ outcome: 'defeat' });
    expect(englishValue(state.result?.reason ?? '')).toMatch(/No space remains/);
  });
});

describe('Action Points from the placement dice (seed 001; seed 004 ③)', () => {
  test('AP = the difference of the two white dice, added to the saved point, at most 5', () => {
    const state = quietActionPhase();
    state.ap = 1;
    forceDice(state, 6, 1);
    const events = runFrame(state, {
      k: 'placement',
      stage: 'roll',
      white: [],
      black: [],
      queue: [],
      doubles: null,
    });
    expect(eventsOf(events, 'ActionPointsSet')[0]).toMatchObject({ ap: 5, lull: false });
  });

  test('doubles make a Lull Turn: every action costs 1 AP; a gemstone goes on the doubles Ocean and the Adventure Deck', () => {
    const state = quietActionPhase();
    state.oceans.northAtlantic.gems = 0;
    state.gemSupply += 1;
    const deckGems = state.adventureGems;
    forceDice(state, 3, 3);
    runFrame(state, {
      k: 'placement',
      stage: 'roll',
      white: [],
      black: [],
      queue: [],
      doubles: null,
    });
    expect(state.lull).toBe(true);
    expect(state.oceans.northAtlantic.gems).toBe(1);
    expect(state.adventureGems).toBe(deckGems + 1);
    expect(checkInvariants(state)).toEqual([]);
  });

  test('in Act III the player chooses two of the three white dice', () => {
    const state = quietActionPhase();
    state.act = 3;
    state.actDice = { white: 3, black: 1 };
    state.ap = 0;
    forceDice(state, 1, 4, 6, 2);
    runFrame(state, {
      k: 'placement',
      stage: 'roll',
      white: [],
      black: [],
      queue: [],
      doubles: null,
    });
    const d = currentDecision(state);
    expect(d?.kind).toBe('chooseDice');
    expect(d?.options).toHaveLength(3);
    choose(state, (a) => a.type === 'chooseDice' && a.pick[0] === 0 && a.pick[1] === 2);
    expect(state.ap).toBe(5);
  });

  test('at the end of the turn at most one Action Point is saved', () => {
    const state = quietActionPhase();
    state.ap = 4;
    choose(state, (a) => a.type === 'endActions');
    // The next turn began: its placement added dice to the single saved point.
    expect(state.turn).toBeGreaterThanOrEqual(2);
  });
});
