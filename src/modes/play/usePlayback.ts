import { useAtomValue, useSetAtom } from 'jotai';
import {
  advancePlaybackAtom,
  pendingEventAtom,
  skipPlaybackAtom,
} from '../../state/game/gameAtoms';
import { holdMsOf } from '../../state/events/eventCatalogue';
import { useEventQueue } from '../shared/useEventQueue';
import { useDiceWait } from '../shared/useDiceWait';
import { stepPauseAtom } from '../../state/game/stepAtoms';

/** The game's event queue (play and learn): hold times from the event catalogue, dice rolls in the tray. */
export function usePlayback(step = false): void {
  const stepPause = useAtomValue(stepPauseAtom);
  useEventQueue({
    paused: step && stepPause !== null,
    pending: useAtomValue(pendingEventAtom),
    holdMs: holdMsOf,
    reducedCapMs: 150,
    advance: useSetAtom(advancePlaybackAtom),
    skip: useSetAtom(skipPlaybackAtom),
    waitFor: useDiceWait(),
  });
}
