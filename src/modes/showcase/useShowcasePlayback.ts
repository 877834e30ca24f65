import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import type { GameEvent } from '../../core';
import {
  advancePlaybackAtom,
  pendingEventAtom,
  skipPlaybackAtom,
} from '../../state/nemo/gameAtoms';
import { showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import { createShowPacer } from '../../state/showcase/showPacer';
import { useEventQueue } from '../shared/useEventQueue';
import { useDiceWait } from '../shared/useDiceWait';
import { useCaptionTrack } from './useCaptionTrack';

/**
 * The show's event queue: each event holds the stage for its time (scaled by speed), kept to the
 * show's schedule by its pacer, a dice roll waits for the physics tray and rests in view until
 * its caption has been read a moment, and pause holds the current event.
 */
export function useShowcasePlayback(): void {
  const [pacer] = useState(createShowPacer);
  const captions = useCaptionTrack();
  const diceWait = useDiceWait();
  const { landed, diceCaptionMs } = captions;
  const waitFor = useCallback(
    (event: GameEvent) => {
      const wait = diceWait(event);
      return wait
        ? wait.then((value) => {
            landed(event);
            return value;
          })
        : null;
    },
    [diceWait, landed],
  );
  const [kept] = useState(() => new WeakMap<GameEvent, number>());
  const restMs = useCallback(
    (event: GameEvent) => {
      const known = kept.get(event);
      if (known !== undefined) return known;
      const paced = pacer.restMs(event);
      const ms = Math.max(paced, diceCaptionMs(event, pacer.captionSeenMs()));
      // The time the dice stay on for their caption counts against the show's schedule.
      pacer.late(ms - paced);
      kept.set(event, ms);
      return ms;
    },
    [pacer, diceCaptionMs, kept],
  );
  useEventQueue({
    pending: useAtomValue(pendingEventAtom),
    holdMs: pacer.holdMs,
    reducedCapMs: 300,
    advance: useSetAtom(advancePlaybackAtom),
    skip: useSetAtom(skipPlaybackAtom),
    paused: useAtomValue(showcasePausedAtom),
    waitFor,
    restMs,
  });
}
