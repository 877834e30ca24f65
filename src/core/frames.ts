import type { OceanId, ResourceId } from './data/types';
import type { ActionId } from './data/actionTables';
import type { CardId } from './data/cards';
import type { TreasureId } from './data/treasures';
import type { Effect, EffectOption } from './data/effectTypes';
import type { AttackKind, RollModifier, SquadronColour } from './types';
import type { CoreValue } from './data/coreText';

/** What a test decides, so the test frame knows whom to report its outcome to. */
export type TestPurpose =
  | { kind: 'card'; card: CardId; finale: boolean }
  | { kind: 'action'; action: ActionId }
  /** A test inside an effect list (effects/interpreter.ts). */
  | { kind: 'effect'; source: CoreValue; card?: CardId; pass: Effect[]; fail: Effect[] };

export interface TestFrame {
  k: 'test';
  purpose: TestPurpose;
  /** Event tests: pass if total ≥ target. Action tests read the Action Success Table. */
  target: number;
  exertable: ResourceId[];
  maxExert: number;
  treasureAllowed: boolean;
  /** DRM that cards and Upgrades add before the roll. */
  baseDrm: number;
  /** Modifiers fixed when the dice are rolled (rules, exerted resources, Treasure), with reasons. */
  modifiers: RollModifier[];
  stage: 'commit' | 'after';
  exerted: ResourceId[];
  exertDrm: number;
  treasureDrm: number;
  roll: [number, number];
  afterDrm: number;
  forcedPass: boolean;
  keepExerted: boolean;
}

export type CombatMode = AttackKind | 'placement' | 'event' | 'hunt';

export interface CombatFrame {
  k: 'combat';
  ocean: OceanId;
  slot: number;
  ship: number;
  mode: CombatMode;
  /** `stalkChoice`: a Stalk Attack's Hidden Ship is revealed; the player may still call it off. */
  stage: 'warshipFires' | 'stalkChoice' | 'commit' | 'nautilusFires';
  exerted: ResourceId[];
  exertDrm: number;
  roll: number[];
  afterDrm: number;
  /** The modifiers of the Nautilus' roll, fixed when it is rolled. */
  modifiers?: RollModifier[];
  /** Set when the target is an Imperialist Squadron (Attack 7, Defense 9; seed 000 §7). */
  squadron?: SquadronColour;
  /** Set when a Stalk Attack's target was a Hidden Ship: once revealed, it may be called off. */
  hiddenTarget?: true;
}

/** A list of effects resolved in order; effects needing a choice push their own frame. */
export interface EffectsFrame {
  k: 'effects';
  /** A card by its id, any other source as a message (`effectSource` shows either). */
  source: CoreValue;
  effects: Effect[];
  /** The card being resolved, when the effects come from a card (for `filePile`). */
  card?: CardId;
}

export type Frame =
  | { k: 'startingUpgrade' }
  | { k: 'doubleCostUpgrade' }
  | { k: 'replaceAttribute' }
  | { k: 'turn'; step: 'event' | 'placement' | 'imperialist' | 'action' | 'end' }
  | { k: 'impPhase'; stage: 'start' | 'commit' | 'actions' }
  | { k: 'huntOutcome'; ocean: OceanId; stage: 'give' | 'counter' | 'benefit' }
  | { k: 'revealEvent' }
  | { k: 'act3Choice' }
  | { k: 'endGame'; reason: CoreValue }
  | { k: 'resolveCard'; card: CardId; from: 'drawPile' | 'adventureDeck' }
  | TestFrame
  | {
      k: 'placement';
      stage: 'roll' | 'choose' | 'imperialistDice' | 'place' | 'lull' | 'done';
      white: number[];
      black: number[];
      queue: number[];
      doubles: number | null;
    }
  | {
      k: 'placeShip';
      die: number;
      stage: 'start' | 'spread' | 'reveal' | 'flip' | 'hunt';
      ship: number | null;
    }
  | { k: 'lullGem'; die: number }
  | { k: 'uprisingCheck'; oceans: OceanId[]; pending: { ocean: OceanId; roll: number } | null }
  | { k: 'actionPhase' }
  | CombatFrame
  | { k: 'hits'; remaining: number; location: ResourceId | null; roll: number }
  | { k: 'sinkChoice'; ocean: OceanId; ship: number; mode: CombatMode }
  | { k: 'boldContinue'; ocean: OceanId }
  | { k: 'adventureChoice'; card: CardId }
  | { k: 'refitChoice'; costModifier: number }
  | { k: 'placeCube'; anywhere: boolean }
  | { k: 'loseTreasure'; why: CoreValue }
  | { k: 'loss'; resources: ResourceId[]; amount: number; why: CoreValue }
  /** A Character must be sacrificed (seed 000 §6: Nadeen is lost only when his is the last tile). */
  | { k: 'forcedSacrifice'; why: CoreValue }
  | EffectsFrame
  | { k: 'effectChoice'; source: CoreValue; card?: CardId; options: EffectOption[] }
  | { k: 'effectOcean'; source: CoreValue; oceans: OceanId[] }
  /** Crystalline Sensors: two ships drawn for a Hidden Ship target, the player keeps one. */
  | { k: 'sensorChoice'; ocean: OceanId; slot: number; ships: number[] }
  /** Map Room B: a second Treasure for +1 Notoriety or −1 Nemo; keep one, return the other. */
  | { k: 'mapRoom'; first: TreasureId; second: TreasureId | null }
  /** War Room: a Warship's roll that would hit waits for the die change choice. */
  | { k: 'warRoomRoll'; ship: number; roll: number[]; modifiers: RollModifier[]; target: number };
