import { atom } from 'jotai';
import { pendingEventAtom } from '../gameAtoms';
import { stagingSpecOf, type StagingKind } from './stagingOf';

/**
 * A debug hold (browser tests, screenshots): stagings of these kinds stop at `at` (0–1) and
 * their event stays on stage until the hold is lifted. Null in normal play.
 */
export const stagingHoldAtom = atom<{ kinds: StagingKind[]; at: number } | null>(null);

/** True while the event on stage is held by `stagingHoldAtom`: the event queue waits. */
export const stagingHeldAtom = atom((get) => {
  const hold = get(stagingHoldAtom);
  const event = get(pendingEventAtom);
  return Boolean(hold && event && hold.kinds.includes(stagingSpecOf(event).kind));
});
