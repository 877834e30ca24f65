import { useAtomValue, useSetAtom } from 'jotai';
import {
  advanceFlipPlaybackAtom,
  flipPendingEventAtom,
  skipFlipPlaybackAtom,
} from '../../state/flip/flipAtoms';
import { flipHoldMsOf } from '../../state/flip/events/flipEventCatalogue';
import { useEventQueue } from '../shared/useEventQueue';

/** Plays the Flip event queue at the chosen speed; speed never touches the rules. */
export function useFlipPlayback(): void {
  useEventQueue({
    pending: useAtomValue(flipPendingEventAtom),
    holdMs: flipHoldMsOf,
    reducedCapMs: 120,
    advance: useSetAtom(advanceFlipPlaybackAtom),
    skip: useSetAtom(skipFlipPlaybackAtom),
  });
}
