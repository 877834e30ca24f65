import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback } from 'react';
import type { GameEvent } from '../../core/types';
import { sessionReadAtom } from '../../state/game/gameAtoms';
import { requestRollAtom, waitForRoll } from '../../state/diceAtoms';

/**
 * For the event queue: a dice roll is thrown in the physics tray (its throw comes from the game
 * seed and the roll's index, so the same game shows the same dice) and waits until it rests.
 */
export function useDiceWait(): (event: GameEvent) => Promise<unknown> | null {
  const session = useAtomValue(sessionReadAtom);
  const requestRoll = useSetAtom(requestRollAtom);
  const store = useStore();
  const seed = session?.setup.seed ?? '0';
  return useCallback(
    (event: GameEvent) => {
      if (event.type !== 'DiceRolled' || event.dice.length > 6) return null;
      const id = requestRoll({ seed, rollIndex: event.rollIndex, dice: event.dice });
      return waitForRoll(store, id);
    },
    [seed, requestRoll, store],
  );
}
