import type {
  AdventureToken,
  AllyEffect,
  DeadlySeasToken,
  Difficulty,
  OneTo,
  Provenance,
  ShipGroup,
  TreasureEffect,
  TreasureKind,
  TreasureToken,
  VpCategory,
} from './types';
import { interned } from '../../kernel/interned';

const SRC_T: Provenance = { kind: 'published', source: 'reference §11 (S1 treasures.json)' };

function many<const Prefix extends string, const Count extends number>(
  prefix: Prefix,
  count: Count,
  name: string,
  kind: TreasureKind,
  vp: number,
  effect: TreasureEffect | null,
  text: string,
  vpCategory: VpCategory = 'treasure',
  provenance: Provenance = SRC_T,
): TreasureToken<`${Prefix}${OneTo<Count>}`>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: interned(`${prefix}${i + 1}` as `${Prefix}${OneTo<Count>}`),
    name,
    kind,
    vp,
    vpCategory,
    effect,
    text,
    provenance,
  }));
}

const BASE_WONDER_NAMES = [
  ['TW01', 'The Abyss'],
  ['TW02', 'Bermuda Triangle'],
  ['TW03', 'City of Khambhat'],
  ['TW04', 'City of Pavlopetri'],
  ['TW05', "Cleopatra's Palace"],
  ['TW06', 'Deep Sea Vents'],
  ['TW07', 'Great Barrier Reef'],
  ['TW08', 'Lost City of Dwarka'],
  ['TW09', 'Lost Mayan City'],
  ['TW10', 'Mariana Trench'],
  ['TW11', 'Pyramids of Yonaguni'],
] as const;

const wonder = <const Id extends string>(
  id: Id,
  name: string,
  provenance: Provenance = SRC_T,
): TreasureToken<Id> => ({
  id,
  name,
  kind: 'wonder',
  vp: 1,
  vpCategory: 'wonder',
  effect: null,
  text: 'Keep: 1 Wonder VP.',
  provenance,
});

const BASE_WONDERS = BASE_WONDER_NAMES.map(([id, name]) => wonder(id, name));

/** The 59 base Treasure tokens (reference §11; the fifth "VP 4" token is worth 4, not 5). */
const BASE_TREASURES = [
  ...BASE_WONDERS,
  ...many('TNEMO', 2, 'Gain 1 Nemo', 'keep', 4, 'gainNemo', 'Keep; spend to gain 1 Nemo.'),
  ...many('TCREW', 1, 'Gain 1 Crew', 'keep', 3, 'gainCrew', 'Keep; spend to gain 1 Crew.'),
  ...many('THULL', 1, 'Gain 1 Hull', 'keep', 3, 'gainHull', 'Keep; spend to gain 1 Hull.'),
  ...many('TACT', 4, 'Gain 1 Action', 'keep', 2, 'gainAction', 'Keep; spend to gain 1 AP.'),
  ...many('TRR', 4, 'Re-roll', 'keep', 4, 'reroll', 'Keep; spend to re-roll one roll.'),
  ...many(
    'TUPG',
    1,
    'Reveal Upgrade',
    'keep',
    3,
    'revealUpgrade',
    'Keep; spend to reveal 1 more Upgrade.',
  ),
  ...many('TDRAW', 3, 'Draw Two', 'immediate', 0, 'drawTwo', 'Discard and draw two Treasures.'),
  ...many(
    'TLOSE',
    1,
    'Loss',
    'immediate',
    0,
    'loseResourceOrCharacter',
    'Lose 1 Resource or a Character.',
  ),
  ...many('TNOT2_', 1, 'Rumours', 'immediate', 0, 'notoriety2', 'Gain 2 Notoriety.'),
  ...many('TNOT3_', 1, 'Sighted', 'immediate', 0, 'notoriety3', 'Gain 3 Notoriety.'),
  ...many(
    'TUPR',
    1,
    'Unrest',
    'immediate',
    0,
    'placeUprising',
    'Place 1 Uprising cube on any free Land.',
  ),
  ...many('TVP0_', 1, 'Trinket', 'vp', 0, null, 'No VP.'),
  ...many('TVP1_', 3, 'Coins', 'vp', 1, null, '1 Treasure VP.'),
  ...many('TVP2_', 9, 'Pearls', 'vp', 2, null, '2 Treasure VP.'),
  ...many('TVP3_', 10, 'Gold', 'vp', 3, null, '3 Treasure VP.'),
  ...many('TVP4_', 5, 'Jewels', 'vp', 4, null, '4 Treasure VP.'),
];
export const TREASURES: TreasureToken[] = BASE_TREASURES;

const JE_WONDER: Provenance = {
  kind: 'designed',
  note: "Journey's End has 13 Wonder tokens (seed 000 §1, §3); we read them as the base 11 plus 2 more whose names are NOT FOUND (designed). See DECISIONS.md.",
};

/** The 2 Wonder tokens Journey's End adds to the base 11 (added to the Treasure bag in JE games). */
const EXTRA_WONDERS = [
  { ...wonder('TW12', 'Sargasso Sea', JE_WONDER), expansion: 'journeysEnd' as const },
  { ...wonder('TW13', 'Submarine Volcano', JE_WONDER), expansion: 'journeysEnd' as const },
];
export const JE_EXTRA_WONDERS: TreasureToken[] = EXTRA_WONDERS;

/** All 13 Wonder tokens (World Order places them on Notoriety 10, 13, …, 46): base 11 + 2. */
export const WONDERS: TreasureToken[] = [...BASE_WONDERS, ...JE_EXTRA_WONDERS];

const ALLY_SRC = (face: string): Provenance => ({
  kind: 'designed',
  note: `${face} face (spend, keep VP, tonnage value) is published in seed 000 §5; the count per face is designed (14 in all).`,
});

function allies<const Prefix extends string, const Count extends number>(
  prefix: Prefix,
  count: Count,
  name: string,
  vp: number,
  tonnageValue: number,
  effect: AllyEffect,
  text: string,
): TreasureToken<`${Prefix}${OneTo<Count>}`>[] {
  return Array.from({ length: count }, (_, i) => ({
    id: interned(`${prefix}${i + 1}` as `${Prefix}${OneTo<Count>}`),
    name,
    kind: 'ally' as const,
    vp,
    vpCategory: 'treasure' as const,
    effect,
    text,
    tonnageValue,
    expansion: 'journeysEnd' as const,
    provenance: ALLY_SRC(name),
  }));
}

/** 14 Ally tokens (World Order; seed 000 §5). Counts per face: 5 / 4 / 5 (designed). */
const ALLY_TOKENS = [
  ...allies(
    'AM',
    5,
    'Merchants',
    2,
    1,
    'allySalvage1',
    'Spend for up to 1 Salvage Point; keep: 2 VP.',
  ),
  ...allies(
    'AS',
    4,
    'Scientists',
    1,
    3,
    'allySalvage2',
    'Spend for up to 2 Salvage Points; keep: 1 VP.',
  ),
  ...allies(
    'AX',
    5,
    'Secret Society',
    1,
    2,
    'allyDrm2',
    'Spend for +2 DRM after a roll; keep: 1 VP.',
  ),
];
export const ALLIES: TreasureToken<AllyId>[] = ALLY_TOKENS;

/** A Treasure bag token's id (Wonders, Journey's End Wonders and Allies among them). */
export type TreasureId =
  (typeof BASE_TREASURES)[number]['id'] | (typeof EXTRA_WONDERS)[number]['id'] | AllyId;
/** A World Order Ally token's id (AM, AS, AX). */
export type AllyId = (typeof ALLY_TOKENS)[number]['id'];

const ALLY_IDS: ReadonlySet<string> = new Set(ALLY_TOKENS.map((t) => t.id));
/** Whether a Treasure bag token is an Ally. */
export const isAllyId = (id: string): id is AllyId => ALLY_IDS.has(id);

const ADV_DESIGNED: Provenance = {
  kind: 'designed',
  note: 'Adventure Motive tokens exist (seed 001 Setup, Placement, Actions); contents NOT FOUND, designed.',
};

const adv = <const Id extends string>(
  id: Id,
  name: string,
  ocean: AdventureToken<Id>['ocean'],
  reward: AdventureToken<Id>['reward'],
  vp: number,
  text: string,
): AdventureToken<Id> => ({
  id,
  name,
  ocean,
  reward,
  vp,
  vpCategory: 'adventure',
  text,
  provenance: ADV_DESIGNED,
});

/** Adventure Motive tokens: each names an Ocean where it is claimed, and a reward. */
const ADVENTURE_TOKEN_LIST = [
  adv(
    'ADV1',
    'Northern Lights',
    'arcticOcean',
    { kind: 'nemo', amount: 1 },
    3,
    'Claim in the Arctic Ocean: +1 Nemo, 3 Adventure VP.',
  ),
  adv(
    'ADV2',
    'Rounding the Horn',
    'capeHorn',
    { kind: 'crew', amount: 1 },
    3,
    'Claim at Cape Horn: +1 Crew, 3 Adventure VP.',
  ),
  adv(
    'ADV3',
    'Table Mountain',
    'capeOfGoodHope',
    { kind: 'treasure', amount: 1 },
    2,
    'Claim at the Cape of Good Hope: draw 1 Treasure, 2 Adventure VP.',
  ),
  adv(
    'ADV4',
    'Coral Atoll',
    'southPacific',
    { kind: 'hull', amount: 1 },
    3,
    'Claim in the South Pacific: +1 Hull, 3 Adventure VP.',
  ),
  adv(
    'ADV5',
    'Island Kingdom',
    'centralPacific',
    { kind: 'notoriety', amount: -2 },
    2,
    'Claim in the Central Pacific: -2 Notoriety, 2 Adventure VP.',
  ),
  adv(
    'ADV6',
    'Fog Banks',
    'pacificCoast',
    { kind: 'actionPoints', amount: 1 },
    2,
    'Claim on the Pacific Coast: +1 AP now, 2 Adventure VP.',
  ),
  adv(
    'ADV7',
    'Pillars of Hercules',
    'europeanSeas',
    { kind: 'scourgeBonus', amount: 4 },
    2,
    'Claim in the European Seas: +4 Scourge VP at the end, 2 Adventure VP.',
  ),
  adv(
    'ADV8',
    'Spice Route',
    'indianOcean',
    { kind: 'treasure', amount: 2 },
    1,
    'Claim in the Indian Ocean: draw 2 Treasures, 1 Adventure VP.',
  ),
];
export const ADVENTURE_TOKENS: AdventureToken[] = ADVENTURE_TOKEN_LIST;
/** An Adventure Motive token's id. */
export type AdventureTokenId = (typeof ADVENTURE_TOKEN_LIST)[number]['id'];

const DS_DESIGNED: Provenance = {
  kind: 'designed',
  note: 'Deadly Seas tokens exist (seed 001 Setup, optional rule); contents and total NOT FOUND, designed.',
};

const ds = <const Id extends string>(
  id: Id,
  name: string,
  effect: DeadlySeasToken<Id>['effect'],
  amount: number,
  text: string,
): DeadlySeasToken<Id> => ({ id, name, effect, amount, text, provenance: DS_DESIGNED });

/**
 * Deadly Seas tokens. When one is drawn from the Ship bag, or revealed when its stack enters the
 * bag, resolve it, remove it from the game, and (if drawn) draw again. Designed.
 */
const DEADLY_SEAS_LIST = [
  ds('DS1', 'Reef', 'loseHull', 1, 'Lose 1 Hull.'),
  ds('DS2', 'Typhoon', 'loseHull', 2, 'Lose 2 Hull.'),
  ds('DS3', 'Fever', 'loseCrew', 1, 'Lose 1 Crew.'),
  ds('DS4', 'Brooding', 'loseNemo', 1, 'Lose 1 Nemo.'),
  ds('DS5', 'Sighted', 'gainNotoriety', 1, 'Gain 1 Notoriety.'),
  ds('DS6', 'Newspaper Report', 'gainNotoriety', 2, 'Gain 2 Notoriety.'),
  ds('DS7', 'Doldrums', 'loseActionPoint', 1, 'Lose 1 AP (not below 0).'),
  ds('DS8', 'Mine', 'randomHit', 1, 'Suffer 1 random Hit.'),
  ds(
    'DS9',
    'Convoy',
    'placeHiddenShip',
    1,
    "Place 1 Hidden Ship in the Nautilus' Ocean if there is room.",
  ),
  ds('DS10', 'Ice Floe', 'loseHull', 1, 'Lose 1 Hull.'),
];
export const DEADLY_SEAS_TOKENS: DeadlySeasToken[] = DEADLY_SEAS_LIST;
/** A Deadly Seas token's id. */
export type DeadlySeasId = (typeof DEADLY_SEAS_LIST)[number]['id'];

/** Deadly Seas tokens put in the Ship bag at setup (seed 001). */
export const DEADLY_SEAS_IN_BAG: Record<Difficulty, number> = { easy: 2, normal: 3, hard: 4 };
/** One facedown Deadly Seas token on each of these stacks (Dark Yellow, Orange, Red, Blue, Green; seed 001). */
export const DEADLY_SEAS_STACKS: readonly ShipGroup[] = ['C', 'F', 'G', 'D', 'E'];
