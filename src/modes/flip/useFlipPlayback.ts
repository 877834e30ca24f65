import { useAtomValue, useSetAtom } from 'jotai';
import type { FlipEvent } from '../../flip';
import {
  advanceFlipPlaybackAtom,
  flipPendingEventAtom,
  skipFlipPlaybackAtom,
} from '../../state/flip/flipAtoms';
import { useEventQueue } from '../shared/useEventQueue';

/** Milliseconds an event holds the stage at 1×; 0 = bookkeeping, shown with the next one. */
function durationOf(event: FlipEvent): number {
  switch (event.type) {
    case 'LineupRevealed':
      return 800;
    case 'ChallengeFlipped':
      return 800;
    case 'FarragutDrew':
    case 'JokerRevealed':
    case 'GameEnded':
      return 600;
    case 'NautilusMoved':
    case 'SlotFilled':
    case 'GroupCompleted':
    case 'ChallengeScored':
    case 'UpgradeBuilt':
    case 'FarragutScored':
      return 420;
    case 'StarsGained':
    case 'ItemChanged':
    case 'BonusActionGained':
    case 'FarragutCardMet':
    case 'TurnStarted':
      return 250;
    case 'NautilusStepped':
      return 120;
    default:
      return 0;
  }
}

/** Plays the Flip event queue at the chosen speed; speed never touches the rules. */
export function useFlipPlayback(): void {
  useEventQueue({
    pending: useAtomValue(flipPendingEventAtom),
    holdMs: durationOf,
    reducedCapMs: 120,
    advance: useSetAtom(advanceFlipPlaybackAtom),
    skip: useSetAtom(skipFlipPlaybackAtom),
  });
}
