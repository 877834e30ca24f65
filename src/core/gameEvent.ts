import type { EventSink } from '../kernel/engine';
import type {
  AttributeId,
  CharacterId,
  MotiveId,
  OceanId,
  ResourceId,
  ShipGroup,
  UpgradeId,
} from './data/types';
import type { AdventureTokenId, DeadlySeasId, TreasureId } from './data/treasures';
import type { CardId } from './data/cards';
import type { LandId } from './data/oceans';
import type { ActionId } from './data/actionTables';
import type { CoreText, CoreValue } from './data/coreText';
import type {
  DefeatCause,
  GameState,
  GemPlace,
  AttackKind,
  NautilusActionKind,
  ImperialistActionKind,
  Phase,
  RollModifier,
  SquadronColour,
} from './types';

/** Every fact the rules core reports as it happens (ARCHITECTURE.md §2). */
export type GameEvent =
  | { type: 'GameCreated'; seed: string; motive: MotiveId }
  | { type: 'TurnStarted'; turn: number; act: number }
  | { type: 'PhaseStarted'; phase: Phase }
  | { type: 'CardRevealed'; card: CardId; from: 'drawPile' | 'adventureDeck' }
  | { type: 'CardFiled'; card: CardId; pile: 'pass' | 'fail' | 'keep' | 'act' | 'adventureBottom' }
  | { type: 'ActBegan'; act: number; white: number; black: number }
  | { type: 'MotiveChanged'; from: MotiveId; to: MotiveId }
  | {
      type: 'DiceRolled';
      rollIndex: number;
      purpose: CoreText;
      dice: { color: 'white' | 'black'; value: number }[];
    }
  | { type: 'DiceChosen'; values: [number, number] }
  | { type: 'ActionPointsSet'; ap: number; lull: boolean }
  | {
      type: 'ShipPlaced';
      ocean: OceanId;
      slot: number;
      ship: number | null;
      face: 0 | 1;
      how: CoreValue;
    }
  | { type: 'ShipRevealed'; ocean: OceanId; slot: number; ship: number; face: 0 | 1 }
  | { type: 'ShipFlipped'; ship: number; face: 0 | 1 }
  | {
      type: 'ShipSunk';
      ocean: OceanId;
      ship: number;
      as: 'tonnage' | 'salvage' | 'discard';
      column?: OceanId;
    }
  | { type: 'ShipRemoved'; ocean: OceanId; ship: number; to: 'bag' | 'discard' }
  | { type: 'ShipsEnterBag'; group: ShipGroup; count: number }
  | { type: 'NautilusMoved'; from: OceanId | null; to: OceanId }
  | { type: 'ResourceChanged'; resource: ResourceId; from: number; to: number; why: CoreValue }
  | { type: 'ResourceExerted'; resource: ResourceId; drm: number }
  | { type: 'NotorietyChanged'; from: number; to: number; why: CoreValue }
  | { type: 'NotorietyThreshold'; at: number; what: CoreText }
  | {
      type: 'TestResolved';
      what: CoreValue;
      target: number;
      roll: [number, number];
      drm: number;
      /** Every modifier in `drm`, with its reason. */
      modifiers: RollModifier[];
      total: number;
      passed: boolean;
      band?: CoreValue;
      /** An Action test's chart and the row (0–4) the total landed on. */
      chart?: { action: ActionId; row: number };
    }
  | {
      type: 'CombatRound';
      attacker: 'warship' | 'nautilus';
      ship: number;
      roll: number[];
      /** Every modifier in `total`, with its reason (empty for Torpedo and Diplomacy dice). */
      modifiers: RollModifier[];
      total: number;
      target: number;
      hit: boolean;
    }
  | { type: 'HitTaken'; resource: ResourceId | 'cancelled'; roll: number }
  | { type: 'GemstoneMoved'; from: GemPlace; to: GemPlace }
  | { type: 'CubeMoved'; from: LandId | 'available'; to: LandId | 'available' }
  | { type: 'TreasureDrawn'; treasure: TreasureId; kept: boolean }
  | { type: 'TreasureSpent'; treasure: TreasureId; why: CoreValue }
  | { type: 'UpgradeGained'; upgrade: UpgradeId; how: CoreValue }
  | { type: 'UpgradeDiscarded'; upgrade: UpgradeId; why: CoreValue }
  | { type: 'UpgradeDisplayed'; upgrade: UpgradeId }
  | { type: 'CharacterSacrificed'; character: CharacterId }
  | {
      type: 'EffectApplied';
      source: CoreValue;
      text: CoreValue;
      provenance: 'published' | 'designed';
    }
  /** A random draw the player now sees (undo never goes back past it). */
  | ({ type: 'TokenDrawn' } & DrawnToken)
  | { type: 'RuleNotImplemented'; source: CoreValue; note: CoreValue }
  | {
      type: 'ActionTaken';
      /** The action, an attack with its kind (`attack:torpedo`). */
      action: NautilusActionKind | `${NautilusActionKind}:${AttackKind}`;
      cost: number;
    }
  | {
      type: 'GameEnded';
      outcome: 'defeat' | 'scored';
      reason: CoreValue;
      total: number | null;
      level: CoreValue;
      winner?: 'nautilus' | 'imperialist' | 'draw';
      /** Why a Defeat without scoring happened (absent when the game was scored). */
      cause?: DefeatCause;
    }
  | {
      type: 'SquadronMoved';
      squadron: SquadronColour;
      from: OceanId | 'tableau' | 'stack';
      to: OceanId | 'tableau';
    }
  | { type: 'ImperialistApSet'; ap: number }
  | { type: 'ImperialistAction'; action: ImperialistActionKind; cost: number }
  | {
      type: 'ImperialistTest';
      what: CoreText;
      target: number;
      roll: [number, number];
      drm: number;
      total: number;
      passed: boolean;
    }
  | { type: 'ShipMoved'; ship: number | null; from: OceanId; to: OceanId }
  | { type: 'GroupArrivalChanged'; group: ShipGroup; at: number }
  /** The Imperialist ends its phase: IAP left unspent, and how many of them carry to next turn. */
  | { type: 'ImperialistPhaseEnded'; left: number; saved: number };

/** What the immutable API returns: the new state and the events on the way. */
export interface ApplyResult {
  state: GameState;
  events: EventSink<GameEvent>;
}

/** A token drawn at random, by kind: a ship by its number. */
export type DrawnToken =
  | { kind: 'deadlySeas'; token: DeadlySeasId }
  | { kind: 'characteristic'; token: AttributeId }
  | { kind: 'adventureToken'; token: AdventureTokenId }
  | { kind: 'ship'; token: `${number}` }
  | { kind: 'treasure'; token: TreasureId };
