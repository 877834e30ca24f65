import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import {
  advancePlaybackAtom,
  pendingEventAtom,
  skipPlaybackAtom,
} from '../../state/nemo/gameAtoms';
import { showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import { createShowPacer } from '../../state/showcase/showPacer';
import { useEventQueue } from '../shared/useEventQueue';
import { useDiceWait } from '../shared/useDiceWait';

/**
 * The show's event queue: each event holds the stage for its time (scaled by speed), kept to the
 * show's schedule by its pacer, a dice roll waits for the physics tray, and pause holds the
 * current event.
 */
export function useShowcasePlayback(): void {
  const [pacer] = useState(createShowPacer);
  useEventQueue({
    pending: useAtomValue(pendingEventAtom),
    holdMs: pacer.holdMs,
    reducedCapMs: 300,
    advance: useSetAtom(advancePlaybackAtom),
    skip: useSetAtom(skipPlaybackAtom),
    paused: useAtomValue(showcasePausedAtom),
    waitFor: useDiceWait(),
    restMs: pacer.restMs,
  });
}
