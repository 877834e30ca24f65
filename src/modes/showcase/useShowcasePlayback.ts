import { useAtomValue, useSetAtom } from 'jotai';
import {
  advancePlaybackAtom,
  pendingEventAtom,
  skipPlaybackAtom,
} from '../../state/game/gameAtoms';
import { showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import { showHoldMs } from '../../state/showcase/showHoldMs';
import { DICE_REST_MS } from '../../state/showcase/showcaseTiming';
import { useEventQueue } from '../shared/useEventQueue';
import { useDiceWait } from '../shared/useDiceWait';

/**
 * The show's event queue: each event holds the stage for its time (scaled by speed), a dice
 * roll waits for the physics tray, and pause holds the current event.
 */
export function useShowcasePlayback(): void {
  useEventQueue({
    pending: useAtomValue(pendingEventAtom),
    holdMs: showHoldMs,
    reducedCapMs: 300,
    advance: useSetAtom(advancePlaybackAtom),
    skip: useSetAtom(skipPlaybackAtom),
    paused: useAtomValue(showcasePausedAtom),
    waitFor: useDiceWait(),
    restMs: DICE_REST_MS,
  });
}
