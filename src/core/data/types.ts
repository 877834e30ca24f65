import type { CORE_EN } from './coreMessages';
import type { CardId } from './cards';
import type { LandId } from './oceans';
import type { AdventureTokenId, DeadlySeasId, TreasureId } from './treasures';

/** Where a fact comes from (ARCHITECTURE.md §2). */
export type Provenance = { kind: 'published'; source: string } | { kind: 'designed'; note: string };

export const OCEAN_IDS = [
  'westernPacific',
  'easternPacific',
  'northAtlantic',
  'southAtlantic',
  'europeanSeas',
  'indianOcean',
  'southPacific',
  'centralPacific',
  'pacificCoast',
  'arcticOcean',
  'capeHorn',
  'capeOfGoodHope',
] as const;
export type OceanId = (typeof OCEAN_IDS)[number];

export type Difficulty = 'easy' | 'normal' | 'hard';
export type ResourceId = 'nemo' | 'crew' | 'hull';

/** solid = blue line (movement and placement); dotted = placement only. */
export type LinkKind = 'solid' | 'dotted';

export interface OceanLink {
  to: OceanId;
  kind: LinkKind;
}

export interface LandSpace<Id extends string = LandId> {
  id: Id;
  name: string;
  ocean: OceanId;
  provenance: Provenance;
}

export interface Ocean {
  id: OceanId;
  name: string;
  /** Placement die number of a Major Ocean; null for a transitional Ocean. */
  die: 1 | 2 | 3 | 4 | 5 | 6 | null;
  capacity: number;
  /** Hidden Ship markers at setup per difficulty. */
  hiddenShipsAtStart: Record<Difficulty, number>;
  landIds: LandId[];
  links: OceanLink[];
  /** Major Oceans whose Tonnage column a ship sunk here may go to. */
  tonnageColumns: OceanId[];
  provenance: Provenance;
}

export type ShipGroup = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H';
export type ShipColour =
  | 'white'
  | 'gray'
  | 'lightYellow'
  | 'darkYellow'
  | 'blue'
  | 'green'
  | 'orange'
  | 'red'
  | 'black'
  | 'purple';

export type VpCategory =
  | 'warship'
  | 'nonWarship'
  | 'adventure'
  | 'treasure'
  | 'liberation'
  | 'science'
  | 'wonder'
  | 'character';

export type VpValues = Partial<Record<VpCategory, number>>;

export interface ShipSide {
  name: string;
  nation: string | null;
  shipClass: string;
  colour: ShipColour;
  warship: boolean;
  /** Attack Strength; null for non-warships. */
  attack: number | null;
  defense: number;
  notoriety: number;
  vp: VpValues;
  /** Resource or treasure gained when this side is sunk. */
  gain?: { kind: ResourceId | 'treasure'; amount: number };
  /** Names of fields on this side that are designed, not published. */
  designedFields?: string[];
}

export interface ShipToken {
  id: number;
  group: ShipGroup;
  /** White (A) ships: white side; B–H: coloured side. */
  front: ShipSide;
  /** A: gray warship side; B–H: purple side. */
  back: ShipSide;
  provenance: Provenance;
}

export interface TrackSpace {
  /** Position value; 0 is the red defeat space. */
  position: number;
  /** The space's printed name (the `trackSpace` message ids). */
  label: TrackWord;
  /** DRM gained by exerting from this position; null on the defeat space. */
  exertDrm: number | null;
  /** End-of-game VP (negative = penalty) and the category it scores in. */
  vp: number;
  vpCategory: VpCategory | 'penalty' | null;
}

export interface ResourceTrack {
  id: ResourceId;
  name: string;
  start: number;
  max: number;
  spaces: TrackSpace[];
  provenance: Provenance;
}

export type MotiveId =
  | 'science'
  | 'explore'
  | 'antiImperialism'
  | 'war'
  | 'adventure'
  | 'humanist'
  | 'worldOrder'
  | 'piracy';

export interface Motive {
  id: MotiveId;
  name: string;
  stern: boolean;
  /** ± per item (never below 0 per icon) for the first four, × per point for the last three. */
  vpAdjust: {
    warship: number;
    nonWarship: number;
    adventure: number;
    treasure: number;
    liberation: number;
    science: number;
    wonder: number;
  };
  /** Notoriety Pariah threshold; null = no Notoriety defeat (Piracy). */
  pariah: number | null;
  startingUpgrade: UpgradeId;
  act2Events: number;
  act3Events: number;
  provenance: Provenance;
}

/** Every Nautilus Upgrade card. */
export type UpgradeId =
  | 'periscopeDevice'
  | 'monstrousDesign'
  | 'hydroDrive'
  | 'doubleHull'
  | 'arcaneLibrary'
  | 'electroPoweredCrewArmor'
  | 'fogMachine'
  | 'reinforcedArmor'
  | 'steamTorpedoes'
  | 'strengthenedProw'
  | 'mapRoom'
  | 'warRoom'
  | 'hospitalMachines'
  | 'crystallineSensors';

/** What an Upgrade does, as keys a reader (or a content pack) can rely on. */
export type UpgradeEffectKey =
  | 'attackDrm+1'
  | 'boldAttackDrmAfterRoll'
  | 'boldChainNoNotoriety'
  | 'defenseRollDrm+1'
  | 'diplomacyAttack'
  | 'discardNotorietyMinus2d6'
  | 'hiddenShipDrawTwo'
  | 'hideFromHunt'
  | 'hullExertPlus1'
  | 'ignoreHitSix'
  | 'inciteDrm+1'
  | 'moveTwice'
  | 'restFailGainCrewOnce'
  | 'searchDrm+1'
  | 'setDieToTwo'
  | 'stalkChain'
  | 'stalkSinkNotorietyMinus1'
  | 'torpedoAttack'
  | 'treasureDrawChoice'
  | 'treasureRecycle';

/** The effect of a Ship Officer Attribute or a Nadeen Characteristic, read by the rules. */
export type AttributeEffect =
  | 'adventureDrm+1'
  | 'attackDrmOncePerTurn+1'
  | 'boldAttackDrm+1'
  | 'ignoreSacrificePenalty'
  | 'inciteDrm+1'
  | 'repairDrm+1'
  | 'restDrm+1'
  | 'searchDrm+1';

/** What spending a World Order Ally does (seed 000 §5). */
export type AllyEffect = 'allySalvage1' | 'allySalvage2' | 'allyDrm2';

/** What a Treasure token does when kept and spent, or at once when drawn. */
export type TreasureEffect =
  | AllyEffect
  | 'gainNemo'
  | 'gainCrew'
  | 'gainHull'
  | 'gainAction'
  | 'reroll'
  | 'revealUpgrade'
  | 'drawTwo'
  | 'loseResourceOrCharacter'
  | 'notoriety2'
  | 'notoriety3'
  | 'placeUprising';

export interface UpgradeCard {
  id: UpgradeId;
  name: string;
  cost: number;
  vp: VpValues;
  startingFor: MotiveId[];
  /** Short effect text written by us. */
  text: string;
  expansion: 'base' | 'journeysEnd';
  /** Machine-readable effect keys, interpreted by the rules core. */
  effectKeys?: UpgradeEffectKey[];
  provenance: Provenance;
}

/** The Character tiles (seed 001 Setup; Nadeen Dakkar seed 000 §6). */
export type CharacterId =
  | 'firstOfficer'
  | 'chiefEngineer'
  | 'secondOfficer'
  | 'aronnax'
  | 'conseil'
  | 'nedLand'
  | 'nadeenDakkar';

export interface Character {
  id: CharacterId;
  name: string;
  vp: number;
  vpCategory: VpCategory;
  /** Short text of the sacrifice ability and its penalty (our words). */
  sacrificeText: string;
  penaltyText: string;
  optional: boolean;
  /** Machine-readable sacrifice effect key and penalty. */
  sacrificeEffect?: SacrificeEffect;
  penalty?: CharacterPenalty;
  provenance: Provenance;
}

/** What sacrificing a Character does, read by the rules. */
export type SacrificeEffect =
  | 'failToPass'
  | 'cancelHits'
  | 'reroll'
  | 'searchOrAdventureDrm+3'
  | 'keepExerted'
  | 'attackDrm+2'
  | 'none';

export type TreasureKind = 'wonder' | 'keep' | 'immediate' | 'vp' | 'ally';

/** A Treasure, Wonder or Ally token; the data tables build it with their own literal id. */
export interface TreasureToken<Id extends string = TreasureId> {
  id: Id;
  name: string;
  kind: TreasureKind;
  /** VP value (category treasure unless vpCategory says otherwise). */
  vp: number;
  vpCategory: VpCategory;
  /** Machine-readable effect key, interpreted by the rules core. */
  effect: TreasureEffect | null;
  text: string;
  /** Ally tokens: value as a sunk Ship when placed on the Tonnage track. */
  tonnageValue?: number;
  /** Journey's End tokens carry 'journeysEnd'; absent = base game. */
  expansion?: 'base' | 'journeysEnd';
  provenance: Provenance;
}

export type CardKind =
  | 'event'
  | 'prologue'
  | 'intermission1'
  | 'intermission2'
  | 'risingAction'
  | 'finale'
  | 'nadeenA'
  | 'nadeenB'
  | 'versus';

export type CardType = 'play' | 'keep' | 'test';

/** A card as the data files write it: every field but the typed id. */
export interface CardFields {
  number: number;
  title: string;
  kind: CardKind;
  type: CardType;
  /** Test target (2d6 + DRM ≥ target); null when no test. */
  test: number | null;
  exert: ResourceId[];
  vp: VpValues;
  /** VP beyond category icons (flat or per remaining Character). */
  extraVp?: CardExtraVp[];
  /** Short text of our own (special cards); absent where unknown. */
  text?: string;
  expansion?: 'base' | 'journeysEnd';
  provenance: Provenance;
}

export interface Card extends CardFields {
  id: CardId;
}

// ---------------------------------------------------------------------------
// Additions (data modules, issue 2). Existing names above are unchanged.
// ---------------------------------------------------------------------------

/** The numbers 1 to N, as a union (`OneTo<3>` is `1 | 2 | 3`): ids numbered by a count. */
export type OneTo<
  N extends number,
  Counted extends unknown[] = [unknown],
> = Counted['length'] extends N ? N : Counted['length'] | OneTo<N, [...Counted, unknown]>;

export const MAJOR_DIE_FACES = [1, 2, 3, 4, 5, 6] as const;
export type DieFace = (typeof MAJOR_DIE_FACES)[number];

/** When a Ship group enters the Ship bag. */
export type ShipGroupEntry =
  | { when: 'setup'; provenance: Provenance }
  | { when: 'card'; cardIds: CardId[]; provenance: Provenance }
  | { when: 'notoriety'; space: Record<Difficulty, number>; provenance: Provenance };

/** A penalty paid after sacrificing a Character (machine-readable). */
export type CharacterPenalty =
  | { kind: 'resource'; resource: ResourceId; amount: number }
  | { kind: 'notoriety'; amount: number }
  | { kind: 'defeat' }
  | { kind: 'none' };

/** The Ship Officer Attribute tokens (OA) and Nadeen Dakkar's Characteristic tokens (NC). */
export type AttributeId =
  `OA${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8}` | `NC${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

/** Ship Officer Attribute token (optional rule, seed 001 setup). */
export interface OfficerAttribute {
  id: AttributeId;
  name: string;
  /** Change to the Character tile's VP before it is scored. */
  vpModifier: number;
  /** Machine-readable effect key, or null for VP-only tokens. */
  effect: AttributeEffect | null;
  text: string;
  provenance: Provenance;
}

/** Nadeen Dakkar Characteristic token: an Officer Attribute's shape. */
export type NadeenCharacteristic = OfficerAttribute;

export type AdventureReward =
  | { kind: ResourceId; amount: number }
  | { kind: 'treasure'; amount: number }
  | { kind: 'notoriety'; amount: number }
  | { kind: 'actionPoints'; amount: number }
  | { kind: 'scourgeBonus'; amount: number };

/** Adventure Motive token: placed facedown, revealed by Search, claimed in the named Ocean. */
export interface AdventureToken<Id extends string = AdventureTokenId> {
  id: Id;
  name: string;
  ocean: OceanId;
  reward: AdventureReward;
  vp: number;
  vpCategory: VpCategory;
  text: string;
  provenance: Provenance;
}

/** Deadly Seas token (optional rule): a hazard drawn from the Ship bag or a stack. */
export interface DeadlySeasToken<Id extends string = DeadlySeasId> {
  id: Id;
  name: string;
  /** Machine-readable hazard key, interpreted by the rules core. */
  effect:
    | 'loseHull'
    | 'loseCrew'
    | 'loseNemo'
    | 'gainNotoriety'
    | 'loseActionPoint'
    | 'randomHit'
    | 'placeHiddenShip';
  amount: number;
  text: string;
  provenance: Provenance;
}

/** Extra VP a card scores beyond its category icons. */
export type CardExtraVp =
  { kind: 'flat'; value: number } | { kind: 'charactersRemaining'; value: number };

export type VictoryLevelId =
  'defeat' | 'pyrrhic' | 'failure' | 'inconsequential' | 'notable' | 'success' | 'triumph';

export interface VictoryBand {
  level: VictoryLevelId;
  /** The level's printed name (the `level` message ids: Journey's End prints "Triumphant"). */
  label: LevelWord;
  min: number;
  /** Inclusive upper bound; null = no upper bound. */
  max: number | null;
}

export interface VictoryTable {
  id: string;
  bands: VictoryBand[];
  provenance: Provenance;
}

/** The result names of the Action Success Table (English in the core's `band` messages). */
export type BandId = keyof typeof CORE_EN.band;

/** The printed names of the victory levels (English in the core's `level` messages). */
export type LevelWord = keyof typeof CORE_EN.level;

/** The printed names of the resource tracks' spaces (English in the core's `trackSpace` messages). */
export type TrackWord = keyof typeof CORE_EN.trackSpace;
