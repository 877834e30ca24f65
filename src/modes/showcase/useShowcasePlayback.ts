import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import type { GameEvent } from '../../core/types';
import {
  advancePlaybackAtom,
  pendingEventAtom,
  sessionReadAtom,
  skipPlaybackAtom,
} from '../../state/game/gameAtoms';
import { requestRollAtom, waitForRoll } from '../../state/diceAtoms';
import { reducedMotionAtom, speedAtom, speedFactor } from '../../state/settings';
import { showcasePausedAtom } from '../../state/showcase/showcaseAtoms';
import { DICE_REST_MS, showcaseHoldMs } from '../../state/showcase/showcaseTiming';

/**
 * The show's event queue: each event holds the stage for its time (scaled by speed), a dice
 * roll waits for the physics tray, and pause holds the current event. The throw of each roll
 * comes from the game seed and the roll's index, so the same URL shows the same dice.
 */
export function useShowcasePlayback(): void {
  const pending = useAtomValue(pendingEventAtom);
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const paused = useAtomValue(showcasePausedAtom);
  const session = useAtomValue(sessionReadAtom);
  const advance = useSetAtom(advancePlaybackAtom);
  const skip = useSetAtom(skipPlaybackAtom);
  const requestRoll = useSetAtom(requestRollAtom);
  const store = useStore();
  const seed = session?.setup.seed ?? '0';
  const requested = useRef<{ event: GameEvent; id: number } | null>(null);

  useEffect(() => {
    if (!pending) return;
    if (speed === 'instant') {
      skip();
      return;
    }
    const factor = speedFactor(speed);
    if (pending.type === 'DiceRolled' && pending.dice.length <= 6) {
      let live = true;
      let timer: ReturnType<typeof setTimeout> | undefined;
      if (requested.current?.event !== pending) {
        const id = requestRoll({ seed, rollIndex: pending.rollIndex, dice: pending.dice });
        requested.current = { event: pending, id };
      }
      const id = requested.current.id;
      void waitForRoll(store, id).then(() => {
        if (!live || paused) return;
        timer = setTimeout(() => live && advance(), reduced ? 250 : DICE_REST_MS / factor);
      });
      return () => {
        live = false;
        if (timer) clearTimeout(timer);
      };
    }
    if (paused) return;
    const hold = showcaseHoldMs(pending);
    const ms = reduced ? Math.min(300, hold) : hold / factor;
    if (ms <= 0) {
      advance();
      return;
    }
    const timer = setTimeout(() => advance(), ms);
    return () => clearTimeout(timer);
  }, [pending, speed, reduced, paused, seed, advance, skip, requestRoll, store]);
}
