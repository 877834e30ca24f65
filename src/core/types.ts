import type {
  AttributeId,
  CharacterId,
  Difficulty,
  MotiveId,
  OceanId,
  ResourceId,
  ShipGroup,
  UpgradeId,
} from './data/types';
import type { CardId } from './data/cards';
import type { LandId } from './data/oceans';
import type { AdventureTokenId, AllyId, DeadlySeasId, TreasureId } from './data/treasures';
import type { RngState } from './rng';
import type { Frame } from './frames';
import type { ScoreSheet } from './scoring';
import type { ContentPack } from './content/pack';
import type { CoreText, CoreValue } from './data/coreText';

export type Seat = 'nautilus' | 'imperialist';

/** One die-roll modifier and the rule behind it, worded for players ("a Warship is in this Ocean"). */
export interface RollModifier {
  amount: number;
  reason: CoreValue;
}

/** Difficulty can be chosen per aspect (seed 001 Setup; FAQ: levels can be mixed). */
export interface DifficultyAspects {
  adventureGems: Difficulty;
  shipGroups: Difficulty;
  hiddenShips: Difficulty;
  officerAttributes: Difficulty;
  actionPoints: Difficulty;
  deadlySeas: Difficulty;
}

export interface OptionalRules {
  /** Deadly Seas tokens in the Ship bag and on the reinforcement stacks. */
  deadlySeas: boolean;
  /** Ship Officer Attribute tokens on Characters. */
  officerAttributes: boolean;
  /** Build a 10-card upgrade deck from chosen + random upgrades. */
  upgradeDeck: boolean;
  /** Journey's End upgrades (Map Room, War Room, Hospital Machines, Crystalline Sensors…) in the deck. */
  journeysEndUpgrades: boolean;
  /** Use the Journey's End victory levels (160/200/240/280/320). */
  journeysEndVictoryLevels: boolean;
}

export interface GameSetup {
  seed: string;
  motive: MotiveId;
  difficulty: DifficultyAspects;
  options: OptionalRules;
  nadeenDakkar: boolean;
  variant: 'solo' | 'versus';
  /** Upgrade ids chosen for the optional upgrade deck (7/5/3 by difficulty). */
  chosenUpgrades?: UpgradeId[];
  /** Content pack replacing component effects (issue 4); stored so records replay with it. */
  contentPack?: ContentPack;
  /** The Imperialist 2-player variant's options (seed 000 §7). */
  versus?: VersusOptions;
}

export interface VersusOptions {
  /** The Airship token moves along any connection (seed 000 §7 Imperialist Map Changes). */
  airship: boolean;
  /** The Sea Serpent token moves exactly as the Nautilus may. */
  seaSerpent: boolean;
  /** Designer's house rule: a third failure in a row becomes the smallest success. */
  chezEmrich: boolean;
  /** Victory and Epilogue Balancing: VP lost per Imperialist gemstone (2 Officer, 3 Sailor, 1 Captain). */
  gemPenalty: 1 | 2 | 3;
  /**
   * Our own handicap, not the published rules (`VERSUS_HANDICAP`, off when absent or 0): for the
   * versus verdict only, the Nautilus' Finale level counts this many levels higher, so 1 wins
   * from Inconsequential, 2 from Failure, 3 with any Finale. Its score and level are unchanged.
   */
  handicap?: VersusHandicap;
}

/** Levels the versus handicap lifts the Nautilus' Finale level by (0 = the published rules). */
export type VersusHandicap = 0 | 1 | 2 | 3;

export type SquadronColour = 'blue' | 'green';

/** The Imperialist seat's pieces and points (seed 000 §7). */
export interface ImperialistState {
  ap: number;
  /** Gemstones in the Imperialist Tableau. */
  gems: number;
  /** Gemstones committed this turn; they add to next turn's Imperialist AP. */
  committed: number;
  /** Squadrons waiting in the Imperialist Tableau for placement. */
  tableau: SquadronColour[];
  /** Gemstones on the Salvage track (1 Salvage Point each) from Hunt counter-tactics. */
  salvageGems: number;
  /** Consecutive failed Imperialist tests, for the Chez Emrich house rule. */
  failStreak: number;
}

export interface OceanState {
  /** -1 empty space, -2 Hidden Ship marker, otherwise a ship token id. */
  slots: number[];
  gems: number;
  squadrons: ('blue' | 'green')[];
  adventureToken: { id: AdventureTokenId; faceUp: boolean } | null;
}

export type TonnageEntry = { ship: number; upsideDown: boolean } | { ally: AllyId };

export interface CharacterState {
  id: CharacterId;
  sacrificed: boolean;
  attributes: AttributeId[];
}

export interface ShipStack {
  group: ShipGroup;
  ids: number[];
  /** Notoriety space that releases this stack; null when an Act card releases it. */
  at: number | null;
  deadlySeas: DeadlySeasId | null;
}

export type Phase = 'event' | 'placement' | 'imperialist' | 'action' | 'ended';

export interface GameResult {
  outcome: 'defeat' | 'scored';
  reason: CoreValue;
  /** Defeat without scoring reads the Motive's Defeat paragraph. */
  score: ScoreSheet | null;
  epilogueKey: string;
  /** The Imperialist variant: who won and the Imperialist's level (seed 000 §7, §9). */
  versus?: {
    winner: 'nautilus' | 'imperialist' | 'draw';
    /** The Imperialist's level as printed ("Triumphant"); null when the Nautilus won or drew. */
    imperialistLevel: CoreText | null;
    imperialistTotal: number;
  };
}

/** Why the Nautilus lost without scoring (the Imperialist's level depends on it, seed 000 §7). */
export type DefeatCause = 'resource' | 'notoriety' | 'noSpace' | 'nadeen' | 'other';

export interface GameState {
  formatVersion: 1;
  setup: GameSetup;
  rng: RngState;
  /** Index of the next dice roll, used to derive presentation seeds. */
  rollIndex: number;
  motive: MotiveId;
  act: 1 | 2 | 3;
  turn: number;
  phase: Phase;
  actDice: { white: number; black: number };
  lastRoll: { white: number[]; black: number[] } | null;
  notoriety: number;
  purple: boolean;
  blackDieUnlocked: boolean;
  piracyFrozen: boolean;
  resources: Record<ResourceId, number>;
  ap: number;
  lull: boolean;
  nautilus: OceanId | null;
  oceans: Record<OceanId, OceanState>;
  /** Land id → what stands on it. */
  lands: Record<LandId, 'cube' | 'ally' | null>;
  cubesAvailable: number;
  gemSupply: number;
  /** 0 = front (white / coloured), 1 = back (gray / purple), per ship id. */
  shipFace: (0 | 1)[];
  shipBag: number[];
  shipStacks: ShipStack[];
  /** Deadly Seas tokens drawn from the bag are resolved and set aside. */
  deadlySeasInBag: DeadlySeasId[];
  tonnage: Record<OceanId, TonnageEntry[]>;
  salvage: number[];
  sunkDiscard: number[];
  drawPile: CardId[];
  adventureDeck: CardId[];
  adventureGems: number;
  passPile: CardId[];
  failPile: CardId[];
  keepCards: CardId[];
  actCards: CardId[];
  revealed: CardId | null;
  upgradeDisplay: UpgradeId[];
  /** Hidden from the seats: a seat view masks its entries. */
  upgradeDeck: UpgradeId[];
  upgradesEquipped: UpgradeId[];
  upgradesDiscarded: UpgradeId[];
  characters: CharacterState[];
  treasureBag: TreasureId[];
  treasures: TreasureId[];
  treasuresSpent: TreasureId[];
  /** World Order: Wonder tokens waiting on Notoriety spaces. */
  wonderTrack: { at: number; id: TreasureId }[];
  torpedoDice: number;
  diplomacyDice: number;
  usedThisTurn: UsedThisTurn[];
  /** Present only in the Imperialist 2-player variant. */
  imperialist: ImperialistState | null;
  stack: Frame[];
  /** Once-per-game abilities already used (e.g. Hospital Machines' Rest); absent = none. */
  usedOnce?: UsedOnce[];
  /** Adventure Motive tokens claimed (scored at the end); absent = none. */
  adventureTokensClaimed?: AdventureTokenId[];
  /** Test double: dice values taken before the generator is used (tests build positions with it). */
  forcedRolls?: number[];
  result: GameResult | null;
  /** Counts for statistics and invariants. */
  stats: { shipsSunk: number; testsPassed: number; testsFailed: number; actionsTaken: number };
}

/** Where a gemstone lies: the supply, a deck, a track, the Imperialist Tableau or an Ocean. */
export type GemPlace = OceanId | 'supply' | 'adventureDeck' | 'salvage' | 'imperialist';

/** An upgrade's choice: War Room's die, Crew Armor's DRM or discard, Hospital Machines' uses. */
export type UpgradeOption = 'die0' | 'die1' | 'drm1' | 'discard2' | 'restCrew' | 'recover';

/** Abilities used once per turn: an upgrade's attack, Gunnery, or a choice made once per roll. */
export type UsedThisTurn =
  'torpedo' | 'diplomacy' | 'gunnery' | `${'warRoom' | 'crewArmor'}@${number}`;

/** Abilities used once per game. */
export type UsedOnce = 'hospitalRest';

/** Every player choice; `seat` says who makes it. */
export type Action =
  | { type: 'buyStartingUpgrade'; pay: Record<ResourceId, number> }
  | { type: 'declineStartingUpgrade' }
  /** Optional Upgrade deck: buy 1 revealed Upgrade for double its cost, or none (seed 001 Setup). */
  | { type: 'buyRevealedUpgrade'; upgrade: UpgradeId | null; pay?: Record<ResourceId, number> }
  /** Easy Officer Attributes: swap one token for a random unused one, or keep them (seed 001). */
  | { type: 'replaceAttribute'; attribute: AttributeId | null }
  | { type: 'chooseDice'; pick: [number, number] }
  | { type: 'chooseOcean'; ocean: OceanId }
  | { type: 'chooseSlot'; ocean: OceanId; slot: number }
  | { type: 'chooseAct3'; choice: 'keepMotive' | 'upgrade'; motive?: MotiveId; upgrade?: UpgradeId }
  | { type: 'changeMotive'; motive: MotiveId }
  | { type: 'addUpgradeToDisplay' }
  | { type: 'commitTest'; exert: ResourceId[]; treasure: TreasureId | null }
  | { type: 'acceptResult' }
  | { type: 'sacrifice'; character: CharacterId }
  | { type: 'reroll'; treasure: TreasureId }
  | { type: 'cancelHit'; upgrade: UpgradeId }
  | { type: 'takeHit' }
  | { type: 'sinkAs'; as: 'tonnage' | 'salvage' | 'discard'; column?: OceanId }
  | { type: 'continueBold'; slot: number }
  | { type: 'stopBold' }
  /** A Stalk Attack's revealed target: fight it or call the attack off (seed 004 ③ 2) c). */
  | { type: 'stalkChoice'; choice: 'fight' | 'callOff' }
  | { type: 'uprisingChoice'; choice: 'removeCube' | 'notoriety' }
  | { type: 'placeCube'; land: LandId }
  | { type: 'adventureChoice'; choice: 'perform' | 'bottom' }
  | { type: 'buyUpgrade'; upgrade: UpgradeId | null }
  | {
      type: 'act';
      action: NautilusActionKind;
      slot?: number;
      ocean?: OceanId;
      attack?: AttackKind;
      squadron?: SquadronColour;
    }
  | { type: 'useTreasure'; treasure: TreasureId }
  | { type: 'endActions' }
  | { type: 'loseResource'; resource: ResourceId }
  | { type: 'discardUpgradeForLoss'; upgrade: UpgradeId }
  | { type: 'sacrificeForLoss'; character: CharacterId }
  /** Use a KEEP card from the tableau (issue 4). */
  | { type: 'useCard'; card: CardId }
  /** Pick a branch of a card's choice (issue 4). */
  | { type: 'chooseEffect'; index: number; label: string }
  /** An upgrade's choice: War Room 'die0'/'die1', Crew Armor 'drm1'/'discard2', Hospital 'recover'. */
  | { type: 'useUpgrade'; upgrade: UpgradeId; option: UpgradeOption }
  /** World Order Ally tokens in a Cube Ocean (seed 000 §5). */
  | { type: 'useAlly'; ally: AllyId; how: 'emergency' | 'tonnage' | 'drm'; column?: OceanId }
  /** Pick one of several drawn ships (Crystalline Sensors). */
  | { type: 'chooseShip'; ship: number }
  /** Map Room: draw a second Treasure ('notoriety' | 'nemo') or not ('decline'). */
  | { type: 'mapRoom'; choice: 'decline' | 'notoriety' | 'nemo' }
  | { type: 'playBlackDice'; dice: number[] }
  | { type: 'commitGems'; count: number }
  | {
      type: 'imperialist';
      action: ImperialistActionKind;
      ocean?: OceanId;
      slot?: number;
      to?: OceanId;
      toSlot?: number;
      squadron?: SquadronColour;
      group?: 'D' | 'E';
    }
  | { type: 'endImperialistPhase' }
  | { type: 'giveGem'; from: GemPlace }
  | {
      type: 'huntCounter';
      choice: 'salvageGem' | 'swapUpgrade';
      upgrade?: UpgradeId;
      from?: GemPlace;
    }
  | { type: 'huntBenefit'; choice: 'hit' | 'battle'; slot?: number; squadron?: SquadronColour };

export type NautilusActionKind =
  | 'adventure'
  | 'attack'
  | 'incite'
  | 'move'
  | 'rest'
  | 'repair'
  | 'refit'
  | 'search'
  | 'fogMachine';

/** What a decision is about; the page picks its panel and the bots their logic by it. */
export type DecisionKind =
  | `place.${'hunt' | 'start' | 'spread' | 'reveal' | 'flip'}`
  | 'act3Choice'
  | 'action'
  | 'adventure'
  | 'attackAfter'
  | 'attackCommit'
  | 'blackDice'
  | 'boldContinue'
  | 'chooseDice'
  | 'commitGems'
  | 'doubleCostUpgrade'
  | 'effectChoice'
  | 'effectOcean'
  | 'forcedSacrifice'
  | 'hit'
  | 'huntBenefit'
  | 'huntCounter'
  | 'huntGive'
  | 'imperialistAction'
  | 'loseTreasure'
  | 'loss'
  | 'lullGem'
  | 'mapRoom'
  | 'mapRoomKeep'
  | 'placeCube'
  | 'refit'
  | 'replaceAttribute'
  | 'sensorChoice'
  | 'sinkAs'
  | 'stalkChoice'
  | 'startingUpgrade'
  | 'testAfter'
  | 'testCommit'
  | 'uprising'
  | 'warRoom';

export interface Decision {
  seat: Seat;
  kind: DecisionKind;
  prompt: CoreText;
  /** The rule (seed section) that frames this decision. */
  rule: CoreText;
  options: Action[];
}

export type ImperialistActionKind =
  | 'move'
  | 'thimbleRig'
  | 'obscure'
  | 'convert'
  | 'applyPressure'
  | 'placeSquadron'
  | 'moveSquadron'
  | 'hunt'
  | 'crushDissent';

export type AttackKind = 'bold' | 'stalk' | 'torpedo' | 'diplomacy';
