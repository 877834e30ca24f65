import { describe, expect, test } from 'vitest';
import { currentDecision } from '../../../src/core/engine';
import { SHIPS } from '../../../src/core/data/ships';
import { exertDrmOf } from '../../../src/core/handlers/testHandlers';
import { newCombat } from '../../../src/core/handlers/combatSteps';
import { choose, decision, eventsOf, forceDice } from '../testGame';
import { putShipAt, quietActionPhase, runFrame } from './positions';
import { englishValue } from '../../../src/core/text/renderEnglish';

const PALE = SHIPS.filter((s) => s.group === 'B').map((s) => s.id);
const WHITE = SHIPS.filter((s) => s.group === 'A').map((s) => s.id);

function restTest() {
  const state = quietActionPhase();
  state.nautilus = 'northAtlantic';
  state.ap = 5;
  state.lull = false;
  choose(state, (a) => a.type === 'act' && a.action === 'rest');
  return state;
}

describe('tests (seed 001 Tests)', () => {
  test('exerting moves the marker half a box and adds its DRM; a pass reclaims it', () => {
    const state = restTest();
    const drm = exertDrmOf(state, 'nemo');
    const nemo = state.resources.nemo;
    forceDice(state, 5, 5);
    const events = choose(
      state,
      (a) =>
        a.type === 'commitTest' && a.exert.length === 1 && a.exert[0] === 'nemo' && !a.treasure,
    );
    const result = eventsOf(events, 'TestResolved')[0];
    expect(result?.drm).toBe(drm);
    expect(result?.passed).toBe(true);
    expect(state.resources.nemo).toBe(nemo);
  });

  test('snake eyes always fail, whatever the modifiers; its lowest die is a 1, so the exerted resource loses 1', () => {
    const state = restTest();
    const nemo = state.resources.nemo;
    forceDice(state, 1, 1);
    const events = choose(
      state,
      (a) => a.type === 'commitTest' && a.exert.length === 1 && a.exert[0] === 'nemo',
    );
    if (currentDecision(state)?.kind === 'testAfter')
      events.push(...choose(state, (a) => a.type === 'acceptResult'));
    expect(eventsOf(events, 'TestResolved')[0]?.passed).toBe(false);
    expect(state.resources.nemo).toBe(nemo - 1);
  });

  test('a failed test loses 1 of each exerted resource when the lower die is a 1, otherwise 2', () => {
    for (const [dice, loss] of [
      [[1, 2], 1],
      [[2, 2], 2],
    ] as const) {
      const state = restTest();
      const hull = state.resources.hull;
      forceDice(state, ...dice);
      const events = choose(
        state,
        (a) => a.type === 'commitTest' && a.exert.length === 1 && a.exert[0] === 'hull',
      );
      if (currentDecision(state)?.kind === 'testAfter')
        events.push(...choose(state, (a) => a.type === 'acceptResult'));
      expect(eventsOf(events, 'TestResolved')[0]?.passed).toBe(false);
      expect(state.resources.hull).toBe(hull - loss);
    }
  });

  test('after the roll the First Officer can be sacrificed to turn a failure into a pass, paying his penalty', () => {
    const state = restTest();
    forceDice(state, 2, 3);
    choose(state, (a) => a.type === 'commitTest' && a.exert.length === 0 && !a.treasure);
    expect(currentDecision(state)?.kind).toBe('testAfter');
    const crew = state.resources.crew;
    const events = choose(state, (a) => a.type === 'sacrifice' && a.character === 'firstOfficer');
    expect(state.characters.find((c) => c.id === 'firstOfficer')?.sacrificed).toBe(true);
    expect(eventsOf(events, 'TestResolved')[0]?.passed).toBe(true);
    expect(state.resources.crew).toBeLessThanOrEqual(crew);
  });

  test('Rest reads the Action Success Table: 9–11 is Recreation, +1 Crew', () => {
    const state = restTest();
    state.resources.crew = 5;
    forceDice(state, 5, 5);
    const events = choose(
      state,
      (a) => a.type === 'commitTest' && a.exert.length === 0 && !a.treasure,
    );
    const resolved = eventsOf(events, 'TestResolved')[0];
    expect(resolved?.passed).toBe(true);
    expect(englishValue(resolved?.band ?? '')).toBe('Recreation');
    expect(state.resources.crew).toBe(6);
  });
});

describe('spending a Treasure on a test (seed 001 Tests)', () => {
  // "that Treasure must have a Treasure VP value on it. Gain the Treasure's VP value as +X DRM."
  test('a Wonder token (Wonder VP, no Treasure VP) is never offered; a Gold is, for its Treasure VP', () => {
    for (const action of ['rest', 'repair'] as const) {
      const state = quietActionPhase();
      state.nautilus = 'northAtlantic';
      state.ap = 5;
      state.lull = false;
      state.resources.hull = 5;
      state.resources.crew = 5;
      state.treasures = ['TW01', 'TVP3_1'];
      choose(state, (a) => a.type === 'act' && a.action === action);
      const spent = decision(state).options.flatMap((o) =>
        o.type === 'commitTest' && o.treasure ? [o.treasure] : [],
      );
      expect(new Set(spent)).toEqual(new Set(['TVP3_1']));
      forceDice(state, 2, 3);
      const events = choose(
        state,
        (a) => a.type === 'commitTest' && a.exert.length === 0 && a.treasure === 'TVP3_1',
      );
      expect(eventsOf(events, 'TestResolved')[0]?.drm).toBe(3);
      expect(state.treasures).toEqual(['TW01']);
    }
  });
});

describe('combat (seed 001 Combat)', () => {
  test('a Warship fires first: a modified roll under its Attack Strength hits for the lower die, each Hit placed by 1d6', () => {
    const state = quietActionPhase();
    state.nautilus = 'northAtlantic';
    putShipAt(state, 'northAtlantic', 0, PALE[0] as number);
    const attack = SHIPS[PALE[0] as number]?.front.attack ?? 0;
    forceDice(state, 2, 3, 5, 5);
    const events = runFrame(state, newCombat('northAtlantic', 0, PALE[0] as number, 'bold'));
    const fire = eventsOf(events, 'CombatRound')[0];
    expect(fire).toMatchObject({ attacker: 'warship', total: 5, target: attack, hit: 5 < attack });
    if (currentDecision(state)?.kind === 'hit') choose(state, (a) => a.type === 'takeHit');
    if (currentDecision(state)?.kind === 'hit') choose(state, (a) => a.type === 'takeHit');
    expect(state.resources.hull).toBe(8);
  });

  test("the Nautilus sinks a ship when its roll reaches the Defense Strength; the ship goes to Tonnage in its Ocean's row", () => {
    const state = quietActionPhase();
    state.nautilus = 'northAtlantic';
    const ship = WHITE[0] as number;
    putShipAt(state, 'northAtlantic', 0, ship);
    const defense = SHIPS[ship]?.front.defense ?? 0;
    forceDice(state, 6, 6);
    runFrame(state, newCombat('northAtlantic', 0, ship, 'stalk'));
    const notoriety = state.notoriety;
    const events = choose(state, (a) => a.type === 'commitTest' && a.exert.length === 0);
    expect(eventsOf(events, 'CombatRound')[0]).toMatchObject({
      attacker: 'nautilus',
      total: 13,
      target: defense,
      hit: true,
    });
    expect(state.notoriety).toBe(notoriety + (SHIPS[ship]?.front.notoriety ?? 0));
    choose(state, (a) => a.type === 'sinkAs' && a.as === 'tonnage');
    expect(state.tonnage.northAtlantic.map((e) => ('ship' in e ? e.ship : -1))).toEqual([ship]);
    expect(state.oceans.northAtlantic.slots[0]).toBe(-1);
  });

  test('a miss gains 1 Notoriety; snake eyes gain 2', () => {
    for (const [dice, gain] of [
      [[2, 3], 1],
      [[1, 1], 2],
    ] as const) {
      const state = quietActionPhase();
      state.nautilus = 'northAtlantic';
      putShipAt(state, 'northAtlantic', 0, WHITE[1] as number);
      forceDice(state, ...dice);
      runFrame(state, newCombat('northAtlantic', 0, WHITE[1] as number, 'bold'));
      const notoriety = state.notoriety;
      choose(state, (a) => a.type === 'commitTest' && a.exert.length === 0);
      if (currentDecision(state)?.kind === 'attackAfter')
        choose(state, (a) => a.type === 'acceptResult');
      expect(state.notoriety).toBe(notoriety + gain);
    }
  });

  test("a sunk ship from a transitional Ocean goes to a connected Major Ocean row of the player's choice", () => {
    const state = quietActionPhase();
    state.nautilus = 'capeHorn';
    putShipAt(state, 'capeHorn', 0, WHITE[2] as number);
    forceDice(state, 6, 6);
    runFrame(state, newCombat('capeHorn', 0, WHITE[2] as number, 'stalk'));
    choose(state, (a) => a.type === 'commitTest' && a.exert.length === 0);
    const columns = currentDecision(state)
      ?.options.filter((o) => o.type === 'sinkAs' && o.as === 'tonnage')
      .map((o) => (o.type === 'sinkAs' ? o.column : null));
    expect(columns?.sort()).toEqual(['easternPacific', 'southAtlantic']);
  });

  test('a Bold Attack that sinks may continue for 0 AP and +1 Notoriety; Salvage ends the streak', () => {
    const state = quietActionPhase();
    state.nautilus = 'northAtlantic';
    putShipAt(state, 'northAtlantic', 0, WHITE[3] as number);
    putShipAt(state, 'northAtlantic', 1, WHITE[4] as number);
    forceDice(state, 6, 6);
    runFrame(state, newCombat('northAtlantic', 0, WHITE[3] as number, 'bold'));
    choose(state, (a) => a.type === 'commitTest' && a.exert.length === 0);
    choose(state, (a) => a.type === 'sinkAs' && a.as === 'tonnage');
    expect(currentDecision(state)?.kind).toBe('boldContinue');
    const notoriety = state.notoriety;
    forceDice(state, 6, 6);
    choose(state, (a) => a.type === 'continueBold');
    expect(state.notoriety).toBe(notoriety + 1);
    choose(state, (a) => a.type === 'commitTest' && a.exert.length === 0);
    choose(state, (a) => a.type === 'sinkAs' && a.as === 'salvage');
    expect(state.salvage).toContain(WHITE[4]);
    expect(currentDecision(state)?.kind).not.toBe('boldContinue');
  });
});

describe('a Stalk Attack may be called off (seed 004 ③ 2) c; seed 001 Event Phase)', () => {
  // Seed 004 ③ 2) c: unlike a Bold Attack, the combat of a Stalk Attack need not be carried out.
  // Seed 001: "If instructed to take a Ship token and fight it immediately, you must attack that
  // ship, even if it is a Stalk Attack."
  function stalkAHiddenShip() {
    const state = quietActionPhase();
    state.nautilus = 'northAtlantic';
    state.ap = 3;
    state.lull = false;
    state.oceans.northAtlantic.slots[0] = -2;
    state.shipBag = [PALE[0] as number, ...state.shipBag.filter((s) => s !== PALE[0])];
    choose(
      state,
      (a) => a.type === 'act' && a.action === 'attack' && a.attack === 'stalk' && a.slot === 0,
    );
    return state;
  }

  test('once the Hidden Ship is revealed, the player may call the attack off: nothing fires, the ship stays', () => {
    const state = stalkAHiddenShip();
    const ship = state.oceans.northAtlantic.slots[0] as number;
    expect(ship).toBeGreaterThanOrEqual(0);
    expect(decision(state).kind).toBe('stalkChoice');
    const notoriety = state.notoriety;
    const hull = state.resources.hull;
    const events = choose(state, (a) => a.type === 'stalkChoice' && a.choice === 'callOff');
    expect(eventsOf(events, 'CombatRound')).toEqual([]);
    // The log names the attack, not the rule's source.
    expect(JSON.stringify(eventsOf(events, 'EffectApplied'))).not.toContain('rule.');
    expect(state.notoriety).toBe(notoriety);
    expect(state.resources.hull).toBe(hull);
    expect(state.oceans.northAtlantic.slots[0]).toBe(ship);
    expect(decision(state).kind).toBe('action');
    expect(state.ap).toBe(2);
  });

  test('pressing on fights as before: the Nautilus rolls against the revealed ship', () => {
    const state = stalkAHiddenShip();
    const ship = state.oceans.northAtlantic.slots[0] as number;
    forceDice(state, 6, 6, 6, 6);
    choose(state, (a) => a.type === 'stalkChoice' && a.choice === 'fight');
    while (currentDecision(state)?.kind === 'hit') choose(state, (a) => a.type === 'takeHit');
    expect(decision(state).kind).toBe('attackCommit');
    const events = choose(state, (a) => a.type === 'commitTest' && a.exert.length === 0);
    expect(eventsOf(events, 'CombatRound')[0]).toMatchObject({ attacker: 'nautilus', ship });
  });

  test('a ship a card says to fight now cannot be called off', () => {
    const state = quietActionPhase();
    state.nautilus = 'northAtlantic';
    putShipAt(state, 'northAtlantic', 0, WHITE[0] as number);
    runFrame(state, newCombat('northAtlantic', 0, WHITE[0] as number, 'event'));
    expect(decision(state).kind).toBe('attackCommit');
    expect(decision(state).options.some((o) => o.type === 'stalkChoice')).toBe(false);
  });
});

describe('Adventure tokens and attacks (seed 001 Attack, Adventure Motive)', () => {
  // "(Bold, Stalk, Torpedo, or Diplomacy) … If the attack was successful and there is a faceup
  // Adventure token in this Ocean, claim the token."
  function parleyPosition(dice: number[]) {
    const state = quietActionPhase({ motive: 'adventure' });
    state.nautilus = 'northAtlantic';
    for (const o of Object.values(state.oceans)) o.adventureToken = null;
    state.oceans.northAtlantic.adventureToken = { id: 'ADV1', faceUp: true };
    const ship = WHITE[0] as number;
    putShipAt(state, 'northAtlantic', 0, ship);
    forceDice(state, ...dice);
    runFrame(state, newCombat('northAtlantic', 0, ship, 'diplomacy'));
    return state;
  }

  test('a successful Diplomacy attack claims the faceup token in its Ocean', () => {
    const state = parleyPosition([6, 6]);
    expect(state.adventureTokensClaimed).toEqual(['ADV1']);
    expect(state.oceans.northAtlantic.adventureToken).toBeNull();
    expect(decision(state).kind).toBe('sinkAs');
  });

  test('a failed Diplomacy attack leaves the token where it is', () => {
    const state = parleyPosition([1, 2]);
    expect(state.adventureTokensClaimed ?? []).toEqual([]);
    expect(state.oceans.northAtlantic.adventureToken).toEqual({ id: 'ADV1', faceUp: true });
  });
});

describe('Piracy in combat (seed 000 §4 Imperialist Patrols)', () => {
  test('Hidden Ships in the Ocean count as one Warship: the Nautilus attacks at −1 and a Warship fires at −1', () => {
    for (const motive of ['explore', 'piracy'] as const) {
      const state = quietActionPhase({ motive });
      state.nautilus = 'northAtlantic';
      const ship = PALE[0] as number;
      putShipAt(state, 'northAtlantic', 0, ship);
      state.oceans.northAtlantic.slots[1] = -2;
      state.oceans.northAtlantic.slots[2] = -2;
      forceDice(state, 4, 4, 4, 4);
      const fire = eventsOf(
        runFrame(state, newCombat('northAtlantic', 0, ship, 'bold')),
        'CombatRound',
      )[0];
      while (currentDecision(state)?.kind === 'hit') choose(state, (a) => a.type === 'takeHit');
      const events = choose(state, (a) => a.type === 'commitTest' && a.exert.length === 0);
      if (currentDecision(state)?.kind === 'attackAfter')
        events.push(...choose(state, (a) => a.type === 'acceptResult'));
      const strike = eventsOf(events, 'CombatRound').find((r) => r.attacker === 'nautilus');
      const patrol = motive === 'piracy' ? 1 : 0;
      expect(fire?.total).toBe(8 - patrol);
      expect(strike?.total).toBe(8 - patrol);
    }
  });
});
