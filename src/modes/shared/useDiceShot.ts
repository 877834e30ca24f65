import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { cameraViewAtom, type CameraView } from '../../state/cameraViewAtom';
import { activeRollAtom } from '../../state/diceAtoms';
import { playbackDoneAtom } from '../../state/game/gameAtoms';
import { speedAtom, speedFactor } from '../../state/settings';

/** How long the settled dice stay in shot before the camera goes back, at 1× speed. */
const READ_MS = 1600;

/**
 * Play, versus and learn: the camera visits the dice tray while dice roll, holds on the result
 * until the table is ready for the next decision (and long enough to read the faces), then goes
 * back to the view the player had.
 */
export function useDiceShot(): void {
  const roll = useAtomValue(activeRollAtom);
  const done = useAtomValue(playbackDoneAtom);
  const speed = useAtomValue(speedAtom);
  const setView = useSetAtom(cameraViewAtom);
  const store = useStore();
  const before = useRef<CameraView | null>(null);
  const rollId = roll?.id;

  useEffect(() => {
    if (rollId === undefined || speed === 'instant') return;
    if (before.current === null) {
      const current = store.get(cameraViewAtom);
      before.current = current.kind === 'dice' ? { kind: 'table' } : current;
    }
    setView({ kind: 'dice' });
  }, [rollId, speed, setView, store]);

  useEffect(() => {
    if (rollId !== undefined || !done || before.current === null) return;
    const back = before.current;
    const timer = setTimeout(
      () => {
        before.current = null;
        setView(back);
      },
      READ_MS / speedFactor(speed === 'instant' ? '4' : speed),
    );
    return () => clearTimeout(timer);
  }, [rollId, done, speed, setView]);
}
