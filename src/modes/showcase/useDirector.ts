import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { cameraViewAtom } from '../../state/table/cameraViewAtom';
import { pendingEventAtom, shownStateAtom } from '../../state/nemo/gameAtoms';
import { speedAtom, speedFactor } from '../../state/app/settings';
import { freeCameraAtom } from '../../state/showcase/showcaseAtoms';
import { shotOf } from '../../state/nemo/events/eventCatalogue';
import { nextShot, type Shot } from '../../state/showcase/shotForEvent';
import { MIN_SHOT_MS } from '../../state/showcase/showcaseTiming';
import type { CameraView } from '../../state/table/cameraViewAtom';

/**
 * The camera director: frames the event about to be shown (dice tray, Ocean, tracks, card
 * row), holds each shot a minimum time so that bursts of events never make it jump, and
 * stands down while the presenter has the free camera. At instant speed it keeps the wide shot.
 */
export function useDirector(): void {
  const pending = useAtomValue(pendingEventAtom);
  const free = useAtomValue(freeCameraAtom);
  const speed = useAtomValue(speedAtom);
  const setView = useSetAtom(cameraViewAtom);
  const store = useStore();
  const shot = useRef<Shot>({ view: { kind: 'table' }, since: 0 });
  const wanted = useRef<CameraView | null>(null);

  useEffect(() => {
    if (free) return;
    shot.current = { view: { kind: 'table' }, since: performance.now() };
    setView({ kind: 'table' });
  }, [free, setView]);

  useEffect(() => {
    if (free || speed === 'instant' || !pending) return;
    const hold = MIN_SHOT_MS / speedFactor(speed);
    const want = shotOf(pending, store.get(shownStateAtom));
    if (want) wanted.current = want;
    const cut = () => {
      const next = nextShot(shot.current, wanted.current, performance.now(), hold);
      if (!next) return false;
      shot.current = next;
      setView(next.view);
      return true;
    };
    if (cut() || !wanted.current) return;
    const left = hold - (performance.now() - shot.current.since);
    if (left <= 0) return;
    const timer = setTimeout(cut, left);
    return () => clearTimeout(timer);
  }, [pending, free, speed, setView, store]);
}
