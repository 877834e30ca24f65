import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import type { FlipEvent } from '../../flip';
import {
  advanceFlipPlaybackAtom,
  flipPendingEventAtom,
  skipFlipPlaybackAtom,
} from '../../state/flip/flipAtoms';
import { reducedMotionAtom, speedAtom, speedFactor } from '../../state/settings';

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
  const pending = useAtomValue(flipPendingEventAtom);
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const advance = useSetAtom(advanceFlipPlaybackAtom);
  const skip = useSetAtom(skipFlipPlaybackAtom);
  useEffect(() => {
    if (!pending) return;
    if (speed === 'instant') {
      skip();
      return;
    }
    const ms = reduced
      ? Math.min(120, durationOf(pending))
      : durationOf(pending) / speedFactor(speed);
    if (ms <= 0) {
      advance();
      return;
    }
    const timer = setTimeout(() => advance(), ms);
    return () => clearTimeout(timer);
  }, [pending, speed, reduced, advance, skip]);
}
