import type { Resource, SectionId, Suit } from './data/board';
import type { CharacterId } from './data/characters';
import type { UpgradeEffect } from './data/upgrades';

export type Inventory = Record<Resource | 'damage', number>;
export type Item = keyof Inventory;

export interface FlipSetup {
  seed: number;
  players: number;
  /** Chosen characters by seat; when absent each player picks one of two dealt cards. */
  characters?: CharacterId[];
  /** Farragut's Pursuit level 0-4 (solo only); null or absent plays without him. */
  farragut?: number | null;
  /** Challenge ids to use instead of a random three (tests, tutorials). */
  challenges?: string[];
}

export type Phase = 'character' | 'move' | 'engage' | 'action' | 'repair' | 'over';

/** A sub-decision waiting on the active player's stack. */
export type Pending =
  | { kind: 'step'; path: number[]; remaining: number }
  | { kind: 'exploration'; corners: [number, number] }
  | { kind: 'bonus'; suit: Suit; source: 'map' | 'section' | 'item' };

export interface TurnFlags {
  gained: Record<Item, boolean>;
  acted: Record<Suit, boolean>;
  goldZone: boolean;
}

export interface PlayerState {
  character: CharacterId | null;
  characterOptions: CharacterId[];
  itemUsed: boolean;
  location: number;
  /** Spaces circled or passed through by a charted course. */
  charted: boolean[];
  /** Map symbols already gained or lost at sea. */
  collected: boolean[];
  /** Exploration rewards crossed out, by corner index. */
  corners: boolean[];
  zonesVisited: boolean[];
  stars: number;
  leagues: number;
  inventory: Inventory;
  /** Slot marks per section; Adventure stores the written value, others 1. 0 = empty. */
  sections: Record<SectionId, number[]>;
  /** Edge bonuses crossed out per section. */
  edges: Record<SectionId, boolean[]>;
  /** Groups (beakers, ships, rows) already scored per section. */
  groupsScored: Record<SectionId, boolean[]>;
  villageRowsScored: number;
  upgrades: boolean[];
  sectionsActed: Record<Suit, boolean>;
  /** Lineup index used for each phase this turn. */
  moveCard: number | null;
  engageCard: number | null;
  engageSuit: Suit | null;
  challengesScored: string[];
  turn: TurnFlags;
  stack: Pending[];
}

export interface ChallengeState {
  id: string;
  side: 5 | 2;
  /** Scored this turn: flip at the end of the turn. */
  flipPending: boolean;
}

export interface FarragutState {
  level: number;
  specialty: Suit;
  deck: number[];
  discard: number[];
  lineup: { card: number; met: boolean }[];
  score: number;
}

export interface PlayerResult {
  player: number;
  stars: number;
  treasure: number;
  resourcePoints: number;
  damage: number;
  leaguesBonus: number;
  score: number;
}

export interface FlipResult {
  players: PlayerResult[];
  /** Seats sharing the victory (empty in solo games). */
  winners: number[];
  farragut: null | { score: number; specialtyPoints: number; playerWins: boolean; caught: boolean };
  shanty: null | { score: string; treasure: string; damage: string };
}

export interface FlipState {
  formatVersion: 1;
  setup: Required<Pick<FlipSetup, 'seed' | 'players'>> & {
    farragut: number | null;
    characters: CharacterId[] | null;
    challenges: string[] | null;
  };
  rng: [number, number, number, number];
  deck: number[];
  discard: number[];
  /** Jokers returned to the box. */
  boxed: number[];
  lineup: number[];
  turn: number;
  phase: Phase;
  /** Seat taking the current phase; simultaneous phases run one seat at a time. */
  active: number;
  /** The active seat has made its main choice for this phase (sub-decisions may remain). */
  mainDone: boolean;
  players: PlayerState[];
  challenges: ChallengeState[];
  farragut: FarragutState | null;
  endTriggered: boolean;
  result: FlipResult | null;
  actionCount: number;
}

export type ConvertibleResource = 'knowledge' | 'salvage' | 'crew';

export type FlipAction =
  | { type: 'chooseCharacter'; player: number; character: CharacterId }
  | { type: 'chooseMove'; player: number; card: number; value: number; wild?: boolean }
  | { type: 'step'; player: number; to: number }
  | { type: 'takeExploration'; player: number; corner: number | null }
  | { type: 'engage'; player: number; card: number; suit: Suit }
  | { type: 'fill'; player: number; slot: number; value: number }
  | { type: 'pass'; player: number }
  | { type: 'repair'; player: number }
  | { type: 'upgrade'; player: number; upgrade: number }
  | { type: 'convertTreasure'; player: number; to: ConvertibleResource }
  | { type: 'useUpgrade'; player: number; upgrade: number; gain?: ConvertibleResource[] }
  | { type: 'useItem'; player: number };

export type FlipDecision =
  | { kind: 'chooseCharacter'; player: number; options: CharacterId[] }
  | { kind: 'chooseMove'; player: number; lineup: number[] }
  | { kind: 'chartStep'; player: number; from: number; remaining: number }
  | { kind: 'chooseExploration'; player: number; corners: number[] }
  | { kind: 'engage'; player: number; moveCard: number }
  | { kind: 'takeAction'; player: number; card: number; suit: Suit; section: SectionId }
  | { kind: 'bonusAction'; player: number; suit: Suit; section: SectionId }
  | { kind: 'repairOrUpgrade'; player: number }
  | { kind: 'gameOver'; result: FlipResult };

export type StarSource =
  'map' | 'section' | 'upgrade' | 'challenge' | 'farragutLineup' | 'leaguesBonus' | 'item';

export type FlipEvent =
  | { type: 'GameStarted'; players: number; farragut: number | null }
  | { type: 'CharacterChosen'; player: number; character: CharacterId; startSpace: number }
  | { type: 'TurnStarted'; turn: number }
  | { type: 'LineupRevealed'; cards: number[] }
  | { type: 'JokerRevealed'; card: number }
  | { type: 'DeckReshuffled'; deck: 'poker' | 'farragut'; size: number }
  | { type: 'PhaseStarted'; phase: Phase; player: number }
  | {
      type: 'CardAssigned';
      player: number;
      phase: 'move' | 'engage' | 'action';
      card: number;
      value?: number;
      suit?: Suit;
    }
  | { type: 'KnowledgeSpent'; player: number; amount: number; reason: ReasonWord }
  | { type: 'NautilusStepped'; player: number; from: number; to: number; remaining: number }
  | { type: 'NautilusMoved'; player: number; path: number[]; leagues: number }
  | { type: 'LeaguesTracked'; player: number; leagues: number; total: number }
  | { type: 'StarsGained'; player: number; amount: number; total: number; source: StarSource }
  | {
      type: 'ItemChanged';
      player: number;
      item: Item;
      delta: number;
      total: number;
      reason: ItemReason;
    }
  | { type: 'MapSymbolCollected'; player: number; space: number }
  | { type: 'BonusLostAtSea'; player: number; space: number }
  | { type: 'ExplorationTaken'; player: number; corner: number | null }
  | { type: 'BonusActionGained'; player: number; suit: Suit; source: 'map' | 'section' | 'item' }
  | {
      type: 'SlotFilled';
      player: number;
      section: SectionId;
      slot: number;
      value: number;
      bonus: boolean;
    }
  | { type: 'GroupCompleted'; player: number; section: SectionId; group: number; stars: number }
  | { type: 'ActionSkipped'; player: number; reason: 'pass' | 'unable' }
  | { type: 'Repaired'; player: number }
  | { type: 'UpgradeBuilt'; player: number; upgrade: number }
  | { type: 'UpgradeUsed'; player: number; upgrade: number }
  | { type: 'ItemUsed'; player: number; character: CharacterId }
  | { type: 'ChallengeScored'; player: number | 'farragut'; challenge: string; stars: number }
  | { type: 'ChallengeFlipped'; challenge: string }
  | { type: 'FarragutDrew'; cards: number[] }
  | { type: 'FarragutCardMet'; card: number }
  | {
      type: 'FarragutScored';
      amount: number;
      total: number;
      reason: 'cards' | 'cowardice' | 'challenge';
    }
  | { type: 'CardsDiscarded'; cards: number[] }
  | { type: 'EndTriggered'; players: number[] }
  | { type: 'LeaguesBonusAwarded'; player: number; stars: number }
  | { type: 'GameEnded'; result: FlipResult };

export interface FlipRecord {
  formatVersion: 1;
  setup: FlipSetup;
  actions: FlipAction[];
}

/** A rule's word for why an item or knowledge changed (the page names it: `flip.reason`). */
export type ReasonWord =
  | 'conversion'
  | 'wildFaceCard'
  | 'exploration'
  | 'repair'
  | 'upgrade'
  | 'movement'
  | 'map'
  | 'changingSuit'
  | 'changingActionValue'
  | 'movementValue'
  | 'matchingUpgradeValue';

/** Why an item changed, as ids: a rule's word, a section's reward, an Upgrade or a Character's item. */
export type ItemReason =
  ReasonWord | SectionId | `upgrade.${UpgradeEffect}` | `item.${CharacterId}`;
