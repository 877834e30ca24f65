import { OCEANS, LANDS } from './data/oceans';
import { SHIPS, SHIP_GROUP_ENTRY } from './data/ships';
import {
  RESOURCE_TRACKS,
  NOTORIETY,
  ACTION_POINTS,
  UPRISING_CUBES,
  ADVENTURE_DECK_GEMSTONES,
} from './data/tracks';
import { MOTIVES } from './data/motives';
import { UPGRADES, UPGRADE_SLOTS } from './data/upgrades';
import { CHARACTERS, OFFICER_ATTRIBUTES, OFFICER_ATTRIBUTE_SETUP } from './data/characters';
import { CARDS, type CardId } from './data/cards';
import {
  TREASURES,
  WONDERS,
  ALLIES,
  ADVENTURE_TOKENS,
  DEADLY_SEAS_TOKENS,
  DEADLY_SEAS_IN_BAG,
  DEADLY_SEAS_STACKS,
  type TreasureId,
} from './data/treasures';
import {
  type Difficulty,
  type OceanId,
  type ShipGroup,
  type UpgradeId,
  OCEAN_IDS,
} from './data/types';
import { seedRng, shuffleInPlace, drawRandom, randomInt } from './rng';
import type { DifficultyAspects, GameSetup, GameState, OceanState, ShipStack } from './types';
import type { GameEvent } from './gameEvent';
import { EMPTY, HIDDEN, MAJOR_OCEANS } from './board';
import { advance } from './engine';
import { GEMSTONES_TOTAL } from './constants';

function take<T>(from: T[], n: number): T[] {
  if (from.length < n) throw new Error(`Setup needs ${n} cards but only ${from.length} remain`);
  return from.splice(0, n);
}

const CARDS_OF_KIND = new Map<string, CardId[]>();

/** The card ids of a kind, in data order, as a list of the caller's own (built once per kind). */
function cardsOfKind(kind: string): CardId[] {
  let ids = CARDS_OF_KIND.get(kind);
  if (!ids) {
    ids = CARDS.filter((c) => c.kind === kind).map((c) => c.id);
    CARDS_OF_KIND.set(kind, ids);
  }
  return ids.slice();
}

/** Builds the Draw Pile top to bottom (seed 001 Setup; seed 000 §3 Nadeen Dakkar). */
function buildDrawPile(state: GameState, events: CardId[]): CardId[] {
  const rng = state.rng;
  const motive = MOTIVES[state.motive];
  const finale = drawRandom(rng, cardsOfKind('finale'));
  if (!finale) throw new Error('No Finale cards in the data');
  const bottom = shuffleInPlace(rng, [finale, ...take(events, 4)]);
  const act3 = [cardsOfKind('risingAction')[0] as CardId, ...take(events, motive.act3Events)];
  const act2 = take(events, motive.act2Events);
  if (state.setup.nadeenDakkar) {
    const a = drawRandom(rng, cardsOfKind('nadeenA'));
    const b = drawRandom(rng, cardsOfKind('nadeenB'));
    if (a) act2.push(a);
    if (b) act3.push(b);
  }
  shuffleInPlace(rng, act3);
  shuffleInPlace(rng, act2);
  const act1 = take(events, 6);
  return ['PRO', ...act1, 'INT1', ...act2, 'INT2', ...act3, ...bottom];
}

// The data never changes, so the lists every new game copies are built once.
const EMPTY_SLOTS = byOcean((id) => Array.from({ length: OCEANS[id].capacity }, () => EMPTY));
const GROUP_IDS = new Map<ShipGroup, number[]>();
const LAND_IDS = LANDS.map((l) => l.id);
const FRONT_FACES: (0 | 1)[] = SHIPS.map(() => 0);
const STARTING_CHARACTERS = CHARACTERS.filter((c) => !c.optional).map((c) => c.id);
const BAG_TREASURES = TREASURES.filter((t) => t.kind !== 'wonder').map((t) => t.id);
const WONDER_IDS = WONDERS.map((w) => w.id);
const ALLY_IDS = ALLIES.map((a) => a.id);
/** Every Ocean id as a key (values replaced in each copy). */
const OCEAN_KEYS = byOcean(() => null);
/** Every land, held by no one. */
const NO_LANDS_HELD = Object.fromEntries(LAND_IDS.map((id) => [id, null])) as GameState['lands'];

function byOcean<T>(make: (id: OceanId) => T): Record<OceanId, T> {
  return Object.fromEntries(OCEAN_IDS.map((id) => [id, make(id)])) as Record<OceanId, T>;
}

function emptyOcean(id: OceanId): OceanState {
  return {
    slots: EMPTY_SLOTS[id].slice(),
    gems: 0,
    squadrons: [],
    adventureToken: null,
  };
}

function groupIds(group: ShipGroup): number[] {
  let ids = GROUP_IDS.get(group);
  if (!ids) {
    ids = SHIPS.filter((s) => s.group === group).map((s) => s.id);
    GROUP_IDS.set(group, ids);
  }
  return ids.slice();
}

/** The same difficulty for every aspect (seed 001 Setup lets each aspect differ). */
export function allAspects(level: Difficulty): DifficultyAspects {
  return {
    adventureGems: level,
    shipGroups: level,
    hiddenShips: level,
    officerAttributes: level,
    actionPoints: level,
    deadlySeas: level,
  };
}

export function defaultSetup(partial: Partial<GameSetup> = {}): GameSetup {
  const level = 'normal' as const;
  return {
    seed: '1',
    motive: 'explore',
    difficulty: allAspects(level),
    options: {
      deadlySeas: false,
      officerAttributes: false,
      upgradeDeck: false,
      journeysEndUpgrades: false,
      journeysEndVictoryLevels: false,
    },
    nadeenDakkar: false,
    variant: 'solo',
    ...partial,
  };
}

/** Creates a game from its setup: every Setup step of seed 001 (and seed 000 §3) is done here. */
export function createGame(setup: GameSetup): { state: GameState; events: GameEvent[] } {
  if (setup.variant === 'versus' && !MOTIVES[setup.motive].stern) {
    throw new Error(
      `The Imperialist variant is played with a Stern Motive only (Piracy or World Order), not ${MOTIVES[setup.motive].name} (seed 000 §7a)`,
    );
  }
  const rng = seedRng(setup.seed);
  const motive = MOTIVES[setup.motive];
  // Copies of prebuilt objects (same keys in the same order as before): adding the keys one by
  // one moved each new object through a chain of hidden classes.
  const oceans = { ...OCEAN_KEYS } as unknown as Record<OceanId, OceanState>;
  const tonnage = { ...OCEAN_KEYS } as unknown as GameState['tonnage'];
  for (const id of OCEAN_IDS) {
    oceans[id] = emptyOcean(id);
    tonnage[id] = [];
  }
  const lands: GameState['lands'] = { ...NO_LANDS_HELD };
  const state: GameState = {
    formatVersion: 1,
    setup,
    rng,
    rollIndex: 0,
    motive: setup.motive,
    act: 1,
    turn: 0,
    phase: 'event',
    actDice: { white: 2, black: 0 },
    lastRoll: null,
    notoriety: 0,
    purple: false,
    blackDieUnlocked: false,
    piracyFrozen: false,
    resources: {
      nemo: RESOURCE_TRACKS.nemo.start,
      crew: RESOURCE_TRACKS.crew.start,
      hull: RESOURCE_TRACKS.hull.start,
    },
    ap: ACTION_POINTS.start[setup.difficulty.actionPoints],
    lull: false,
    nautilus: null,
    oceans,
    lands,
    cubesAvailable: UPRISING_CUBES,
    gemSupply: GEMSTONES_TOTAL,
    shipFace: FRONT_FACES.slice(),
    shipBag: [],
    shipStacks: [],
    deadlySeasInBag: [],
    tonnage,
    salvage: [],
    sunkDiscard: [],
    drawPile: [],
    adventureDeck: [],
    adventureGems: 0,
    passPile: [],
    failPile: [],
    keepCards: [],
    actCards: [],
    revealed: null,
    upgradeDisplay: [],
    upgradeDeck: [],
    upgradesEquipped: [],
    upgradesDiscarded: [],
    characters: [],
    treasureBag: [],
    treasures: [],
    treasuresSpent: [],
    wonderTrack: [],
    torpedoDice: 2,
    diplomacyDice: 2,
    usedThisTurn: [],
    stack: [],
    imperialist: null,
    // The optional members exist from the start (undefined: absent from saves, JSON and hashes),
    // so a state keeps one hidden class all game: a member added mid-game gave every game a new
    // one and deoptimised every compiled function that reads the state (docs/balance.md).
    usedOnce: undefined,
    adventureTokensClaimed: undefined,
    forcedRolls: undefined,
    result: null,
    stats: { shipsSunk: 0, testsPassed: 0, testsFailed: 0, actionsTaken: 0 },
  };

  const events = shuffleInPlace(rng, cardsOfKind('event'));
  state.drawPile = buildDrawPile(state, events);
  state.adventureDeck = take(events, 25);
  const gems = ADVENTURE_DECK_GEMSTONES[setup.difficulty.adventureGems];
  state.adventureGems = gems;
  state.gemSupply -= gems;

  setUpUpgrades(state);
  setUpShips(state);
  setUpTreasures(state);

  for (const ocean of MAJOR_OCEANS) {
    state.oceans[ocean].gems = 1;
    state.gemSupply -= 1;
  }
  state.characters = STARTING_CHARACTERS.map((id) => ({ id, sacrificed: false, attributes: [] }));
  if (setup.options.officerAttributes) {
    const pool = shuffleInPlace(
      rng,
      OFFICER_ATTRIBUTES.map((a) => a.id),
    );
    const plan = OFFICER_ATTRIBUTE_SETUP[setup.difficulty.officerAttributes];
    for (const [character, count] of Object.entries(plan.assign)) {
      const tile = state.characters.find((c) => c.id === character);
      if (tile) tile.attributes.push(...pool.splice(0, count));
    }
  }
  if (setup.motive === 'adventure') placeAdventureToken(state);
  if (setup.variant === 'versus') setUpVersus(state);

  const created: GameEvent[] = [{ type: 'GameCreated', seed: setup.seed, motive: setup.motive }];
  state.stack.push({ k: 'turn', step: 'event' });
  if (
    setup.options.officerAttributes &&
    OFFICER_ATTRIBUTE_SETUP[setup.difficulty.officerAttributes].mayReplace > 0
  )
    state.stack.push({ k: 'replaceAttribute' });
  if (setup.options.upgradeDeck) state.stack.push({ k: 'doubleCostUpgrade' });
  if (state.upgradeDisplay.includes(motive.startingUpgrade))
    state.stack.push({ k: 'startingUpgrade' });
  advance(state, created);
  return { state, events: created };
}

function setUpUpgrades(state: GameState): void {
  const { setup, rng } = state;
  const starting = MOTIVES[setup.motive].startingUpgrade;
  const pool: UpgradeId[] = UPGRADES.filter(
    (u) => u.id !== starting && (u.expansion === 'base' || setup.options.journeysEndUpgrades),
  ).map((u) => u.id);
  shuffleInPlace(rng, pool);
  if (setup.options.upgradeDeck) {
    const chosen = (setup.chosenUpgrades ?? []).filter((id) => pool.includes(id));
    const rest = pool.filter((id) => !chosen.includes(id));
    const randomCount = Math.max(0, 10 - chosen.length);
    state.upgradeDeck = shuffleInPlace(rng, [...chosen, ...rest.slice(0, randomCount)]);
  } else {
    state.upgradeDeck = pool;
  }
  state.upgradeDisplay = [starting];
  while (state.upgradeDisplay.length < UPGRADE_SLOTS && state.upgradeDeck.length > 0) {
    state.upgradeDisplay.push(state.upgradeDeck.shift() as UpgradeId);
  }
}

function setUpShips(state: GameState): void {
  const { setup, rng } = state;
  state.shipBag = [...groupIds('A'), ...groupIds('B')];
  const stacks: ShipStack[] = [];
  for (const group of ['C', 'D', 'E', 'F', 'G', 'H'] as ShipGroup[]) {
    const entry = SHIP_GROUP_ENTRY[group];
    const at = entry.when === 'notoriety' ? entry.space[setup.difficulty.shipGroups] : null;
    stacks.push({ group, ids: groupIds(group), at, deadlySeas: null });
  }
  state.shipStacks = stacks;
  for (const id of OCEAN_IDS) {
    const count = OCEANS[id].hiddenShipsAtStart[setup.difficulty.hiddenShips];
    for (let i = 0; i < count; i++) state.oceans[id].slots[i] = HIDDEN;
  }
  if (setup.options.deadlySeas) {
    const tokens = shuffleInPlace(
      rng,
      DEADLY_SEAS_TOKENS.map((t) => t.id),
    );
    state.deadlySeasInBag = tokens.splice(0, DEADLY_SEAS_IN_BAG[setup.difficulty.deadlySeas]);
    for (const group of DEADLY_SEAS_STACKS) {
      const stack = stacks.find((s) => s.group === group);
      if (stack) stack.deadlySeas = tokens.shift() ?? null;
    }
  }
}

function setUpTreasures(state: GameState): void {
  const { setup, rng } = state;
  const wonders = WONDER_IDS.slice();
  const bag = BAG_TREASURES.slice();
  if (setup.motive === 'worldOrder') {
    shuffleInPlace(rng, wonders);
    state.wonderTrack = NOTORIETY.wonderSpaces.map((at, i) => ({
      at,
      id: wonders[i] as TreasureId,
    }));
    bag.push(...ALLY_IDS);
  } else {
    bag.push(...wonders);
  }
  state.treasureBag = bag;
}

function placeAdventureToken(state: GameState): void {
  const token = ADVENTURE_TOKENS[randomInt(state.rng, ADVENTURE_TOKENS.length)];
  const ocean = MAJOR_OCEANS[randomInt(state.rng, MAJOR_OCEANS.length)];
  if (token && ocean) state.oceans[ocean].adventureToken = { id: token.id, faceUp: false };
}

/** Seed 000 §7 "Setting Up the Versus Game": the Versus card, Squadrons on their stacks, Imperialist AP 1. */
function setUpVersus(state: GameState): void {
  state.keepCards.push('VS1');
  state.imperialist = { ap: 1, gems: 0, committed: 0, tableau: [], salvageGems: 0, failStreak: 0 };
}
