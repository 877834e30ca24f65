import type { OceanId, ResourceId, ShipColour } from '../../core/data';

/** Everything the 3D table shows, as plain data: the scene never reads the rules state directly. */
export interface BoardView {
  nautilus: OceanId | null;
  oceans: Record<OceanId, OceanView>;
  lands: LandMarker[];
  notoriety: NotorietyView;
  resources: ResourcesView;
  actionPoints: ActionPointsView;
  /** Six columns in Major Ocean die order (1–6), each holding up to 6 sunk ships. */
  tonnage: ShipFace[][];
  /** At most 4 ships kept as Salvage. */
  salvage: ShipFace[];
  cards: CardsView;
  upgrades: UpgradesView;
  characters: CharacterView[];
  treasures: string[];
  /** The ids behind the tableau's names, for the info card a piece opens; absent in demo views. */
  tableauIds?: TableauIds;
  selectable: SelectableTargets;
  /** The Imperialist Tableau in the versus variant; absent or null in solo play. */
  imperialist?: ImperialistView | null;
  /** The Suez Canal is open to Imperialist surface forces (Act III of a versus game). */
  suezOpen: boolean;
}

/** What lies in the Imperialist Tableau along the top edge of the map (seed 000 §7). */
export interface ImperialistView {
  ap: number;
  /** Free gemstones in the Tableau (committed ones are counted apart). */
  gems: number;
  /** Gemstones set apart for next turn's Imperialist Action Points. */
  committed: number;
  /** Squadrons waiting in the Tableau to be placed. */
  tableauSquadrons: SquadronColour[];
  /** Gemstones on the Salvage track from Hunt counter-tactics. */
  salvageGems: number;
  act: number;
}

export type SquadronColour = 'blue' | 'green';

/** The face of a ship token as it lies on the table (the side currently up). */
export interface ShipFace {
  shipId: number;
  name: string;
  nation: string | null;
  colour: ShipColour;
  warship: boolean;
  /** The printed class ("Clipper Ship", "Ironclad Warship", "Monster"): picks the miniature. */
  shipClass?: string;
  attack: number | null;
  defense: number;
  notoriety: number;
}

export type ShipSlot = { kind: 'empty' } | { kind: 'hidden' } | { kind: 'ship'; ship: ShipFace };

export interface OceanView {
  /** One entry per ship space, in board order; its length is the Ocean's capacity. */
  slots: ShipSlot[];
  gemstones: number;
  squadrons: SquadronColour[];
  adventureToken: boolean;
}

export interface LandMarker {
  landId: string;
  kind: 'uprising' | 'ally';
}

export interface WaitingGroup {
  colour: SquadronColour;
  /** Notoriety space the stack waits on (14 and 26 at the standard level). */
  space: number;
  tokens: number;
  squadronOnTop: boolean;
}

export interface NotorietyView {
  value: number;
  waitingGroups: WaitingGroup[];
  /** The extra black die still waiting on space 44. */
  blackDieWaiting: boolean;
}

export interface ResourcesView {
  positions: Record<ResourceId, number>;
  /** An exerted resource's marker sits half a step past its position. */
  exerted: Record<ResourceId, boolean>;
}

export interface ActionPointsView {
  nautilus: number;
  /** Imperialist AP in the versus variant; null in solo play. */
  imperialist: number | null;
}

export interface PileView {
  count: number;
  topTitle: string | null;
}

export interface RevealedCardView {
  cardId: string;
  title: string;
  type: 'play' | 'keep' | 'test';
  test: number | null;
  provenance: 'published' | 'designed';
  /** The game's content pack gives this card's effect. */
  fromPack?: boolean;
}

export interface CardsView {
  drawPile: number;
  adventureDeck: number;
  adventureGemstones: number;
  passPile: PileView;
  failPile: PileView;
  revealed: RevealedCardView | null;
  /** KEEP cards in the player's tableau, in the order they were kept. */
  keep: RevealedCardView[];
}

export interface UpgradesView {
  display: string[];
  equipped: string[];
}

/** Content ids of the pieces in the player's tableau, in the same order as their names. */
export interface TableauIds {
  display: string[];
  equipped: string[];
  characters: string[];
  treasures: string[];
}

export interface CharacterView {
  name: string;
  sacrificed: boolean;
}

export interface SelectableTargets {
  oceans: OceanId[];
  ships: number[];
  cards: string[];
}

export type TableTarget =
  { kind: 'ocean'; id: OceanId } | { kind: 'ship'; id: number } | { kind: 'card'; id: string };
