import { useAtomValue, useSetAtom } from 'jotai';
import type { GameEvent } from '../../core/types';
import {
  advancePlaybackAtom,
  pendingEventAtom,
  skipPlaybackAtom,
} from '../../state/game/gameAtoms';
import { useEventQueue } from '../shared/useEventQueue';
import { useDiceWait } from '../shared/useDiceWait';

/** Milliseconds an event holds the stage at 1× speed; 0 = bookkeeping, shown with the next one. */
function durationOf(event: GameEvent): number {
  switch (event.type) {
    case 'CardRevealed':
      return 900;
    case 'ShipPlaced':
    case 'ShipRevealed':
    case 'ShipSunk':
    case 'NautilusMoved':
      return 550;
    case 'ShipFlipped':
    case 'CombatRound':
    case 'TestResolved':
    case 'HitTaken':
      return 450;
    case 'ResourceChanged':
    case 'NotorietyChanged':
    case 'GemstoneMoved':
    case 'CubeMoved':
    case 'TreasureDrawn':
    case 'UpgradeGained':
    case 'CardFiled':
      return 300;
    case 'GameEnded':
    case 'TurnStarted':
      return 400;
    default:
      return 0;
  }
}

/** The game's event queue (play and learn): event times above, dice rolls in the tray. */
export function usePlayback(): void {
  useEventQueue({
    pending: useAtomValue(pendingEventAtom),
    holdMs: durationOf,
    reducedCapMs: 150,
    advance: useSetAtom(advancePlaybackAtom),
    skip: useSetAtom(skipPlaybackAtom),
    waitFor: useDiceWait(),
  });
}
