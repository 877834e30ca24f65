import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import type { LandId } from '../../../src/core/data/oceans';
import { advance, applyActionInPlace, currentDecision } from '../../../src/core/engine';
import { drawShip } from '../../../src/core/mutate';
import { drawTreasure, sacrificeCharacter } from '../../../src/core/sharedMoves';
import { actionTestDrm } from '../../../src/core/handlers/actionHandlers';
import { newCombat } from '../../../src/core/handlers/combatSteps';
import {
  claimAdventureToken,
  placeLullAdventureToken,
  revealAdventureToken,
} from '../../../src/core/effects/components';
import { scoreGame } from '../../../src/core/scoring';
import { landsOf } from '../../../src/core/board';
import { createGame } from '../../../src/core/createGame';
import {
  applyContentPack,
  cardEffectText,
  componentText,
  contentPackJsonSchema,
  parseContentPack,
} from '../../../src/core';
import type { GameState, Action } from '../../../src/core/types';
import type { GameEvent } from '../../../src/core/gameEvent';
import { eventsOf } from '../testGame';
import { position, reveal } from './harness';
import { englishValue } from '../../../src/core/text/renderEnglish';

const opts = (s: GameState): Action[] => currentDecision(s)?.options ?? [];

/** A Nautilus attack on a revealed ship in its Ocean, waiting after the roll. */
function attackRolled(state: GameState, mode: 'bold' | 'stalk', dice: number[]): GameEvent[] {
  const ocean = state.nautilus as 'northAtlantic';
  const ship = state.shipBag.find((s) => s >= 30) as number; // a coloured warship
  state.shipBag.splice(state.shipBag.indexOf(ship), 1);
  state.oceans[ocean].slots[0] = ship;
  state.shipFace[ship] = 0;
  const events: GameEvent[] = [];
  state.forcedRolls = [6, 6, ...dice];
  state.stack.push(newCombat(ocean, 0, ship, mode));
  advance(state, events);
  applyActionInPlace(state, { type: 'commitTest', exert: [], treasure: null }, events);
  return events;
}

describe('Deadly Seas tokens in the Ship bag (optional rule, seed 001)', () => {
  test('a draw picks among ships and tokens; a token drawn is resolved, set aside, and the draw goes on', () => {
    let resolved = 0;
    for (let i = 0; i < 30; i++) {
      const state = position('northAtlantic', { seed: `ds${i}` });
      state.shipBag = state.shipBag.slice(0, 1);
      state.deadlySeasInBag = ['DS1'];
      const events: GameEvent[] = [];
      const ship = drawShip(state, events);
      expect(ship).not.toBeNull();
      if (state.deadlySeasInBag.length === 0) {
        resolved++;
        expect(state.resources.hull).toBe(5);
        expect(englishValue(eventsOf(events, 'EffectApplied')[0]?.source ?? '')).toBe(
          'Deadly Seas: Reef',
        );
      } else expect(state.resources.hull).toBe(6);
    }
    expect(resolved).toBeGreaterThan(5);
    expect(resolved).toBeLessThan(25);
  });
});

describe('Nautilus Upgrades (seed 000 §4–5, reference §5)', () => {
  test('War Room: after a missed attack roll, either die may become a 2', () => {
    const state = position();
    state.upgradesEquipped.push('warRoom');
    attackRolled(state, 'stalk', [1, 3]);
    expect(opts(state)).toContainEqual({ type: 'useUpgrade', upgrade: 'warRoom', option: 'die0' });
    const frame = state.stack[state.stack.length - 1];
    applyActionInPlace(state, { type: 'useUpgrade', upgrade: 'warRoom', option: 'die0' });
    expect(frame?.k === 'combat' && frame.roll).toEqual([2, 3]);
    expect(opts(state)).not.toContainEqual({
      type: 'useUpgrade',
      upgrade: 'warRoom',
      option: 'die1',
    });
  });

  test('War Room: a Warship roll that would hit can have a die changed to a 2', () => {
    const state = position();
    state.upgradesEquipped.push('warRoom');
    const ship = state.shipBag.find((s) => s >= 30) as number;
    state.shipBag.splice(state.shipBag.indexOf(ship), 1);
    state.oceans.northAtlantic.slots[0] = ship;
    state.shipFace[ship] = 0;
    state.forcedRolls = [1, 1];
    state.stack.push(newCombat('northAtlantic', 0, ship, 'stalk'));
    advance(state, []);
    expect(currentDecision(state)?.kind).toBe('warRoom');
    const events: GameEvent[] = [];
    applyActionInPlace(state, { type: 'useUpgrade', upgrade: 'warRoom', option: 'die0' }, events);
    expect(eventsOf(events, 'CombatRound')[0]?.roll).toEqual([2, 1]);
  });

  test('Electro-Powered Crew Armor: +1 after a Bold roll, or discard it for +2', () => {
    const state = position();
    state.upgradesEquipped.push('electroPoweredCrewArmor');
    attackRolled(state, 'bold', [2, 3]);
    expect(opts(state)).toContainEqual({
      type: 'useUpgrade',
      upgrade: 'electroPoweredCrewArmor',
      option: 'discard2',
    });
    const frame = state.stack[state.stack.length - 1];
    applyActionInPlace(state, {
      type: 'useUpgrade',
      upgrade: 'electroPoweredCrewArmor',
      option: 'discard2',
    });
    expect(frame?.k === 'combat' && frame.afterDrm).toBe(2);
    expect(state.upgradesDiscarded).toContain('electroPoweredCrewArmor');
  });

  test('Hospital Machines: return an Uprising cube to flip the Diplomacy marker back to 2d6', () => {
    const state = position();
    state.upgradesEquipped.push('hospitalMachines');
    state.diplomacyDice = 1;
    const land = Object.keys(state.lands)[0] as LandId;
    state.lands[landsOf('northAtlantic')[0] as LandId] = 'cube';
    state.cubesAvailable--;
    const use: Action = { type: 'useUpgrade', upgrade: 'hospitalMachines', option: 'recover' };
    expect(opts(state)).toContainEqual(use);
    applyActionInPlace(state, use);
    expect(state.diplomacyDice).toBe(2);
    expect(state.lands[land]).toBeNull();
    state.motive = 'war';
    state.diplomacyDice = 1;
    state.lands[land] = 'cube';
    expect(opts(state)).not.toContainEqual(use);
  });

  test('Hospital Machines: once per game a failed Rest still gives 1 Crew', () => {
    const state = position();
    state.upgradesEquipped.push('hospitalMachines');
    state.forcedRolls = [2, 1];
    applyActionInPlace(state, { type: 'act', action: 'rest' });
    applyActionInPlace(state, { type: 'commitTest', exert: [], treasure: null });
    const use: Action = { type: 'useUpgrade', upgrade: 'hospitalMachines', option: 'restCrew' };
    expect(opts(state)).toContainEqual(use);
    applyActionInPlace(state, use);
    expect(state.resources.crew).toBe(7);
    expect(opts(state)).not.toContainEqual(use);
  });

  test('Crystalline Sensors: attacking a Hidden Ship draws two ships and you keep one', () => {
    const state = position();
    state.upgradesEquipped.push('crystallineSensors');
    state.oceans.northAtlantic.slots[0] = -2;
    const bag = state.shipBag.length;
    applyActionInPlace(state, { type: 'act', action: 'attack', slot: 0, attack: 'stalk' });
    const choice = opts(state).filter((o) => o.type === 'chooseShip');
    expect(choice).toHaveLength(2);
    applyActionInPlace(state, choice[1] as Action);
    expect(state.oceans.northAtlantic.slots[0]).toBe((choice[1] as { ship: number }).ship);
    expect(state.shipBag.length).toBe(bag - 1);
  });

  test('Map Room B: a second Treasure for +1 Notoriety; keep one, the other returns', () => {
    const state = position();
    state.upgradesEquipped.push('mapRoom');
    const events: GameEvent[] = [];
    drawTreasure(state, events);
    advance(state, events);
    expect(opts(state)).toContainEqual({ type: 'mapRoom', choice: 'notoriety' });
    applyActionInPlace(state, { type: 'mapRoom', choice: 'notoriety' });
    expect(state.notoriety).toBe(11);
    expect(currentDecision(state)?.kind).toBe('mapRoomKeep');
    const bag = state.treasureBag.length;
    applyActionInPlace(state, opts(state)[1] as Action);
    expect(state.treasures).toHaveLength(1);
    expect(state.treasureBag.length).toBe(bag + 1);
  });
});

describe('Ally tokens under World Order in a Cube Ocean (seed 000 §5)', () => {
  function worldOrder(): GameState {
    const state = position('northAtlantic', { motive: 'worldOrder' });
    state.motive = 'worldOrder';
    state.lands.mexicanIndependence = 'cube';
    state.cubesAvailable--;
    state.treasures.push('AM1', 'AS1', 'AX1');
    return state;
  }

  test('an Ally may go face down on the Tonnage track, for Notoriety, and scores as a ship', () => {
    const state = worldOrder();
    const place = opts(state).find(
      (o) => o.type === 'useAlly' && o.how === 'tonnage' && o.ally === 'AS1',
    );
    expect(place).toBeDefined();
    applyActionInPlace(state, place as Action);
    expect(state.notoriety).toBe(13);
    expect(Object.values(state.tonnage).flat()).toContainEqual({ ally: 'AS1' });
    const line = scoreGame(state).lines.find((l) => englishValue(l.label) === 'Scientists');
    expect(line?.printed).toBe(3);
  });

  test('Secret Society: +2 DRM after a failed roll; Merchants and Scientists pay a Refit', () => {
    const state = worldOrder();
    state.forcedRolls = [2, 1];
    state.stack.push({
      k: 'test',
      purpose: { kind: 'card', card: 'E01', finale: false },
      target: 5,
      exertable: [],
      maxExert: 0,
      treasureAllowed: false,
      baseDrm: 0,
      modifiers: [],
      stage: 'commit',
      exerted: [],
      exertDrm: 0,
      treasureDrm: 0,
      roll: [0, 0],
      afterDrm: 0,
      forcedPass: false,
      keepExerted: false,
    });
    applyActionInPlace(state, { type: 'commitTest', exert: [], treasure: null });
    const drm: Action = { type: 'useAlly', ally: 'AX1', how: 'drm' };
    expect(opts(state)).toContainEqual(drm);
    applyActionInPlace(state, drm);
    expect(state.passPile).toContain('E01');

    state.salvage = [];
    state.upgradeDisplay = ['fogMachine'];
    state.stack.push({ k: 'refitChoice', costModifier: 0 });
    expect(opts(state)).toContainEqual({ type: 'buyUpgrade', upgrade: 'fogMachine' });
  });

  test('an Ally satisfies the loss of 1 Ship Resource (Emergency Resources)', () => {
    const state = worldOrder();
    state.stack.push({ k: 'loss', resources: ['hull'], amount: 1, why: 'test' });
    const use = opts(state).find((o) => o.type === 'useAlly' && o.how === 'emergency');
    expect(use).toBeDefined();
    applyActionInPlace(state, use as Action);
    expect(state.resources.hull).toBe(6);
  });
});

describe('Adventure tokens (Adventure Motive, seed 001)', () => {
  test('Lull placement, Search reveal to the named Ocean, claim by Adventure or Attack', () => {
    const state = position('northAtlantic', { motive: 'adventure' });
    state.motive = 'adventure';
    for (const o of Object.values(state.oceans)) o.adventureToken = null;
    const events: GameEvent[] = [];
    placeLullAdventureToken(state, events, 3);
    const token = state.oceans.northAtlantic.adventureToken;
    expect(token?.faceUp).toBe(false);
    revealAdventureToken(state, events);
    const moved = Object.entries(state.oceans).find(([, o]) => o.adventureToken?.faceUp);
    expect(moved).toBeDefined();
    state.nautilus = moved?.[0] as GameState['nautilus'];
    claimAdventureToken(state, events);
    expect(state.adventureTokensClaimed).toEqual([token?.id]);
    expect(scoreGame(state).lines.some((l) => l.category === 'adventure')).toBe(true);
  });
});

describe('Officer Attributes and Nadeen Characteristics (every effect key works)', () => {
  test('DRM keys, the waived penalty and VP modifiers', () => {
    const state = position();
    state.characters.push({ id: 'nadeenDakkar', sacrificed: false, attributes: ['NC5', 'NC8'] });
    const first = state.characters[0];
    if (!first) throw new Error('no characters');
    first.attributes = ['OA4', 'OA8'];
    expect(actionTestDrm(state, 'rest')).toBe(1);
    expect(actionTestDrm(state, 'repair')).toBe(1);
    const nadeen = scoreGame(state).lines.find((l) => englishValue(l.label) === 'Nadeen Dakkar');
    expect(nadeen).toBeDefined();
    const before =
      state.resources.crew + state.notoriety + state.resources.hull + state.resources.nemo;
    sacrificeCharacter(state, [], first.id);
    expect(
      state.resources.crew + state.notoriety + state.resources.hull + state.resources.nemo,
    ).toBe(before);
  });
});

describe('Piracy at maximum Notoriety (seed 001 Gameplay)', () => {
  test('a card choice may not gain Notoriety while another branch exists', () => {
    const state = position('northAtlantic', { motive: 'piracy' });
    state.motive = 'piracy';
    state.piracyFrozen = true;
    state.stack.push({ k: 'resolveCard', card: 'E02', from: 'drawPile' });
    advance(state, []);
    expect(opts(state)).toEqual([{ type: 'chooseEffect', index: 1, label: '−1 Nemo' }]);
  });
});

describe('Jules Verne vs. Pierre-Jules Hetzel (versus)', () => {
  test('used after a failed test: the test passes and the Imperialist takes 1 gemstone', () => {
    const state = position('northAtlantic', { variant: 'versus', motive: 'piracy' });
    expect(state.keepCards).toContain('VS1');
    const imp = state.imperialist;
    if (!imp) throw new Error('no Imperialist in a versus game');
    const gems = imp.gems;
    state.forcedRolls = [3, 3];
    state.stack.push({ k: 'resolveCard', card: 'E01', from: 'drawPile' });
    advance(state, []);
    applyActionInPlace(state, { type: 'commitTest', exert: [], treasure: null });
    applyActionInPlace(state, { type: 'useCard', card: 'VS1' });
    expect(state.passPile).toEqual(expect.arrayContaining(['E01', 'VS1']));
    expect(imp.gems).toBe(gems + 1);
  });
});

describe('extra card VP (issue 4: charactersRemaining, flat)', () => {
  test('The Grecian Archipelago scores per surviving Character (max 4); Bottom of the Sea −8', () => {
    const state = position();
    state.passPile = ['E44', 'FIN4'];
    const lines = scoreGame(state).lines;
    expect(
      lines.find((l) => englishValue(l.label).startsWith('The Grecian Archipelago'))?.scored,
    ).toBe(4);
    expect(lines.find((l) => englishValue(l.label).startsWith('Bottom of the Sea ('))?.scored).toBe(
      -8,
    );
  });
});

describe('content packs (issue 4)', () => {
  const pack = {
    format: 'nemos-war-content',
    version: 1,
    cards: {
      E02: {
        text: 'Pack: lose 1 Notoriety.',
        provenance: 'designed',
        pile: 'pass',
        play: [{ kind: 'notoriety', amount: -1 }],
      },
    },
  };

  test('a bad pack is rejected with the path of the first bad field', () => {
    const bad = {
      ...pack,
      cards: { E05: { pass: [{ kind: 'gain', resource: 'crew', amount: 'x' }] } },
    };
    expect(() => parseContentPack(JSON.stringify(bad))).toThrow(
      /^cards\.E05\.pass\[0\]\.amount: expected number$/,
    );
    expect(() => parseContentPack('{')).toThrow(/^\(root\): not JSON/);
    expect(() => parseContentPack(JSON.stringify({ ...pack, cards: { X99: {} } }))).toThrow(
      /cards\.X99: unknown cards id/,
    );
    expect(() =>
      parseContentPack(JSON.stringify({ ...pack, cards: { E02: { play: [{ kind: 'boom' }] } } })),
    ).toThrow(/^cards\.E02\.play\[0\]\.kind: /);
  });

  test('a valid pack replaces a card effect in a game and in cardEffectText; a malformed one changes nothing', () => {
    const parsed = parseContentPack(JSON.stringify(pack));
    const base = position().setup;
    expect(() => applyContentPack(base, { ...pack, version: 2 })).toThrow();
    expect(base.contentPack).toBeUndefined();
    const setup = applyContentPack(base, parsed);
    const state = createGame(setup).state;
    expect(cardEffectText('E02', state.setup.contentPack)).toEqual({
      text: 'Pack: lose 1 Notoriety.',
      provenance: 'designed',
    });
    expect(cardEffectText('E02').text).not.toBe('Pack: lose 1 Notoriety.');
    const game = position('northAtlantic', { contentPack: parsed });
    reveal(game, 'E02');
    expect(game.notoriety).toBe(9);
    expect(game.passPile).toContain('E02');
  });

  test('componentText gives upgrade / token / Character texts, replaced by a pack', () => {
    const example = parseContentPack(readFileSync('content/example-pack.json', 'utf8'));
    expect(componentText('upgrades', 'fogMachine').text).toMatch(/Notoriety/);
    expect(componentText('upgrades', 'fogMachine', example).text).toMatch(/pack text/);
    expect(componentText('characters', 'nedLand').text).toMatch(/Penalty/);
    expect(componentText('attributes', 'NC8').text).toBe('+3 VP.');
    expect(componentText('treasures', 'AX1').text).toMatch(/DRM/);
  });

  test('content/content-pack.schema.json is the current JSON Schema', () => {
    const file = JSON.parse(readFileSync('content/content-pack.schema.json', 'utf8')) as Record<
      string,
      unknown
    >;
    const fresh = contentPackJsonSchema();
    expect(file.properties).toEqual(fresh.properties);
    const example = readFileSync('content/example-pack.json', 'utf8');
    expect(parseContentPack(example).cards?.E02?.pile).toBe('pass');
  });
});
