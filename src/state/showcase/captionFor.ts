import type { GameEvent, GameState } from '../../core/types';
import { describeEvent } from '../game/describe';

export interface Caption {
  /** A short label above the line: the phase or kind of moment. */
  kicker: string;
  text: string;
}

const ROMAN = ['', 'I', 'II', 'III'] as const;

function kickerOf(event: GameEvent): string {
  switch (event.type) {
    case 'CardRevealed':
    case 'CardFiled':
    case 'EffectApplied':
      return 'Event';
    case 'DiceRolled':
    case 'TestResolved':
      return 'Dice';
    case 'ShipPlaced':
    case 'ShipsEnterBag':
      return 'Placement';
    case 'ShipRevealed':
    case 'CombatRound':
    case 'HitTaken':
    case 'ShipSunk':
    case 'ShipFlipped':
      return 'Combat';
    case 'NautilusMoved':
      return 'The Nautilus';
    case 'NotorietyChanged':
    case 'NotorietyThreshold':
      return 'Notoriety';
    case 'ResourceChanged':
    case 'ResourceExerted':
      return 'Resources';
    case 'TreasureDrawn':
    case 'TreasureSpent':
      return 'Treasure';
    case 'UpgradeGained':
    case 'UpgradeDiscarded':
    case 'UpgradeDisplayed':
      return 'Upgrade';
    case 'GameEnded':
      return 'The End';
    default:
      return 'Voyage';
  }
}

/** A lower-third caption for an event in plain words; null for bookkeeping events. */
export function captionFor(event: GameEvent, state: GameState): Caption | null {
  if (event.type === 'TurnStarted') {
    return { kicker: `Act ${ROMAN[event.act] ?? event.act}`, text: `Turn ${event.turn} begins.` };
  }
  const text = describeEvent(event, state);
  if (!text) return null;
  return { kicker: kickerOf(event), text: text.replace(/^⚠\s*/, '') };
}
