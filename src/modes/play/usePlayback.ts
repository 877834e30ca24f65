import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { GameEvent } from '../../core';
import {
  advancePlaybackAtom,
  pendingEventAtom,
  skipPlaybackAtom,
} from '../../state/nemo/gameAtoms';
import { holdMsOf } from '../../state/nemo/events/eventCatalogue';
import { stagedHoldMs } from '../../state/nemo/events/stagingOf';
import { stagingHeldAtom } from '../../state/nemo/events/stagingHold';
import { useEventQueue } from '../shared/useEventQueue';
import { useDiceWait } from '../shared/useDiceWait';
import { stepPauseAtom } from '../../state/nemo/stepAtoms';
import { tableReachedAtom } from '../../state/nemo/tablePose';

const playHoldMs = (event: GameEvent) => stagedHoldMs(event, holdMsOf(event));

/** The game's event queue (play and learn): hold times from the event catalogue, dice rolls in the tray. */
export function usePlayback(step = false): void {
  const stepPause = useAtomValue(stepPauseAtom);
  const stagingHeld = useAtomValue(stagingHeldAtom);
  const diceWait = useDiceWait();
  const setReached = useSetAtom(tableReachedAtom);
  // A roll's text waits until its dice rest in the tray (issue 27 point 2).
  const waitFor = useCallback(
    (event: GameEvent) => {
      const wait = diceWait(event);
      if (!wait) {
        if (event.type === 'DiceRolled') setReached(event);
        return null;
      }
      return wait.then((value) => {
        setReached(event);
        return value;
      });
    },
    [diceWait, setReached],
  );
  useEventQueue({
    paused: (step && stepPause !== null) || stagingHeld,
    pending: useAtomValue(pendingEventAtom),
    holdMs: playHoldMs,
    reducedCapMs: 150,
    advance: useSetAtom(advancePlaybackAtom),
    skip: useSetAtom(skipPlaybackAtom),
    waitFor,
  });
}
