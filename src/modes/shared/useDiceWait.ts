import { useStore } from 'jotai';
import { useCallback } from 'react';
import type { GameEvent } from '../../core';
import { waitForRoll } from '../../state/table/diceAtoms';
import { stagedRollAtom } from '../../state/nemo/gameAtoms';

/**
 * For the event queue: a dice roll waits until the physics tray has shown it at rest. The state
 * layer requested the throw when the roll came on stage.
 */
export function useDiceWait(): (event: GameEvent) => Promise<unknown> | null {
  const store = useStore();
  return useCallback(
    (event: GameEvent) => {
      const staged = store.get(stagedRollAtom);
      return staged?.event === event ? waitForRoll(store, staged.id) : null;
    },
    [store],
  );
}
