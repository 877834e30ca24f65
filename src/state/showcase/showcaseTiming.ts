import type { GameEvent } from '../../core/types';

/**
 * Milliseconds an event holds the stage at 1× in a show: slower than solo play so that a
 * viewer can read each caption; 0 = bookkeeping, shown together with the next event.
 */
export function showcaseHoldMs(event: GameEvent): number {
  switch (event.type) {
    case 'CardRevealed':
      return 2200;
    case 'GameEnded':
    case 'ActBegan':
    case 'MotiveChanged':
      return 2000;
    case 'TurnStarted':
      return 1400;
    case 'ShipPlaced':
    case 'ShipRevealed':
    case 'ShipSunk':
    case 'NautilusMoved':
    case 'CombatRound':
    case 'TestResolved':
    case 'TreasureDrawn':
    case 'UpgradeGained':
    case 'NotorietyThreshold':
      return 1300;
    case 'ShipFlipped':
    case 'HitTaken':
    case 'ResourceChanged':
    case 'NotorietyChanged':
    case 'GemstoneMoved':
    case 'CubeMoved':
    case 'CardFiled':
    case 'EffectApplied':
    case 'CharacterSacrificed':
    case 'TreasureSpent':
    case 'UpgradeDiscarded':
    case 'UpgradeDisplayed':
    case 'ShipRemoved':
    case 'ShipsEnterBag':
    case 'DiceChosen':
      return 900;
    default:
      return 0;
  }
}

/** How long the bot "thinks" before each decision at 1×, so a viewer sees the choice coming. */
export const BOT_THINK_MS = 700;

/** The least time a camera shot is held at 1× before the director cuts to another. */
export const MIN_SHOT_MS = 1800;

/** After a dice roll comes to rest, the result stays in view this long at 1×. */
export const DICE_REST_MS = 900;
