/** Where a fact comes from (DESIGN.md §3, §8). */
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

export interface LandSpace {
  id: string;
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
  landIds: string[];
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
  label: string;
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
  startingUpgrade: string;
  act2Events: number;
  act3Events: number;
  provenance: Provenance;
}

export interface UpgradeCard {
  id: string;
  name: string;
  cost: number;
  vp: VpValues;
  startingFor: MotiveId[];
  /** Short effect text written by us. */
  text: string;
  expansion: 'base' | 'journeysEnd';
  provenance: Provenance;
}

export interface Character {
  id: string;
  name: string;
  vp: number;
  vpCategory: VpCategory;
  /** Short text of the sacrifice ability and its penalty (our words). */
  sacrificeText: string;
  penaltyText: string;
  optional: boolean;
  provenance: Provenance;
}

export type TreasureKind = 'wonder' | 'keep' | 'immediate' | 'vp' | 'ally';

export interface TreasureToken {
  id: string;
  name: string;
  kind: TreasureKind;
  /** VP value (category treasure unless vpCategory says otherwise). */
  vp: number;
  vpCategory: VpCategory;
  /** Machine-readable effect key, interpreted by the rules core. */
  effect: string | null;
  text: string;
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

export interface Card {
  id: string;
  number: number;
  title: string;
  kind: CardKind;
  type: CardType;
  /** Test target (2d6 + DRM ≥ target); null when no test. */
  test: number | null;
  exert: ResourceId[];
  vp: VpValues;
  provenance: Provenance;
}
