import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import type { GameEvent } from '../../core/types';
import {
  advancePlaybackAtom,
  pendingEventAtom,
  sessionReadAtom,
  skipPlaybackAtom,
} from '../../state/game/gameAtoms';
import { requestRollAtom, waitForRoll } from '../../state/diceAtoms';
import { reducedMotionAtom, speedAtom, speedFactor } from '../../state/settings';

/** Milliseconds an event holds the stage at 1× speed; 0 = bookkeeping, shown with the next one. */
function durationOf(event: GameEvent): number {
  switch (event.type) {
    case 'CardRevealed':
      return 900;
    case 'ShipPlaced':
    case 'ShipRevealed':
    case 'ShipSunk':
    case 'NautilusMoved':
      return 550;
    case 'ShipFlipped':
    case 'CombatRound':
    case 'TestResolved':
    case 'HitTaken':
      return 450;
    case 'ResourceChanged':
    case 'NotorietyChanged':
    case 'GemstoneMoved':
    case 'CubeMoved':
    case 'TreasureDrawn':
    case 'UpgradeGained':
    case 'CardFiled':
      return 300;
    case 'GameEnded':
    case 'TurnStarted':
      return 400;
    default:
      return 0;
  }
}

/**
 * Drives the event queue: each event is shown for its time (scaled by the speed setting);
 * a dice roll waits for the physics tray to come to rest. Speed never touches the rules.
 */
export function usePlayback(): void {
  const pending = useAtomValue(pendingEventAtom);
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const session = useAtomValue(sessionReadAtom);
  const advance = useSetAtom(advancePlaybackAtom);
  const skip = useSetAtom(skipPlaybackAtom);
  const requestRoll = useSetAtom(requestRollAtom);
  const store = useStore();
  const seed = session?.setup.seed ?? '0';

  useEffect(() => {
    if (!pending) return;
    if (speed === 'instant') {
      skip();
      return;
    }
    if (pending.type === 'DiceRolled' && pending.dice.length <= 6) {
      let live = true;
      const id = requestRoll({ seed, rollIndex: pending.rollIndex, dice: pending.dice });
      void waitForRoll(store, id).then(() => {
        if (live) setTimeout(() => live && advance(), reduced ? 250 : 500 / speedFactor(speed));
      });
      return () => {
        live = false;
      };
    }
    const ms = reduced
      ? Math.min(150, durationOf(pending))
      : durationOf(pending) / speedFactor(speed);
    if (ms <= 0) {
      advance();
      return;
    }
    const timer = setTimeout(() => advance(), ms);
    return () => clearTimeout(timer);
  }, [pending, speed, reduced, seed, advance, skip, requestRoll, store]);
}
