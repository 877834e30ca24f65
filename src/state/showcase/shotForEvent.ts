import type { GameEvent, GameState } from '../../core/types';
import type { CameraView } from '../cameraViewAtom';

/**
 * The shot that frames an event: the dice tray for rolls, the Ocean for placements and
 * combat, the tracks for Notoriety and resources, the card row for reveals. Null keeps the
 * current shot (bookkeeping, or an event that has no place of its own).
 */
export function shotForEvent(event: GameEvent, state: GameState | null): CameraView | null {
  switch (event.type) {
    case 'DiceRolled':
      return event.dice.length <= 6 ? { kind: 'dice' } : null;
    case 'ShipPlaced':
    case 'ShipRevealed':
    case 'ShipSunk':
    case 'ShipRemoved':
      return { kind: 'ocean', id: event.ocean };
    case 'NautilusMoved':
      return { kind: 'ocean', id: event.to };
    case 'CombatRound':
    case 'HitTaken':
      return state?.nautilus ? { kind: 'ocean', id: state.nautilus } : null;
    case 'NotorietyChanged':
    case 'NotorietyThreshold':
      return { kind: 'tracks', track: 'notoriety' };
    case 'ResourceChanged':
      return { kind: 'tracks', track: 'resources' };
    case 'CardRevealed':
      return { kind: 'cards' };
    case 'TurnStarted':
    case 'ActBegan':
    case 'GameEnded':
      return { kind: 'table' };
    default:
      return null;
  }
}

/** True when two views frame the same shot (an Ocean shot is the same only for the same Ocean). */
export function sameView(a: CameraView, b: CameraView): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'ocean' && b.kind === 'ocean') return a.id === b.id;
  if (a.kind === 'tracks' && b.kind === 'tracks') return (a.track ?? null) === (b.track ?? null);
  return true;
}

export interface Shot {
  view: CameraView;
  /** When the shot began (ms, any monotonic clock). */
  since: number;
}

/**
 * The director's cut decision: keep the current shot when nothing new is wanted, when the
 * wanted shot is the same, or while the current one has not been held `minHoldMs` yet (the
 * caller re-asks once that time is up). Returns the new shot, or null to keep the current one.
 */
export function nextShot(
  current: Shot,
  wanted: CameraView | null,
  now: number,
  minHoldMs: number,
): Shot | null {
  if (!wanted || sameView(current.view, wanted)) return null;
  if (now - current.since < minHoldMs) return null;
  return { view: wanted, since: now };
}
