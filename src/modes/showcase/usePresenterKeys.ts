import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { finishedStateAtom } from '../../state/nemo/gameAtoms';
import { speedAtom } from '../../state/app/settings';
import { crewSetupOpenAtom, crewVoteAtom } from '../../state/crew/crewAtoms';
import {
  freeCameraAtom,
  showcasePausedAtom,
  showcaseUiHiddenAtom,
  stepShowcaseAtom,
} from '../../state/showcase/showcaseAtoms';

/** Toggles full screen for the whole page (F). */
export function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/**
 * Space pause/resume, → step one event, 1/2/4 speed, H hide the interface, F full screen, C camera,
 * A the crew vote's settings ("The audience decides").
 * Once the show has ended, pause, step and speed have nothing left to act on and do nothing.
 */
export function usePresenterKeys(): void {
  const setPaused = useSetAtom(showcasePausedAtom);
  const step = useSetAtom(stepShowcaseAtom);
  const setSpeed = useSetAtom(speedAtom);
  const setHidden = useSetAtom(showcaseUiHiddenAtom);
  const setFree = useSetAtom(freeCameraAtom);
  const ended = useAtomValue(finishedStateAtom) !== null;
  const voteOpen = useAtomValue(crewVoteAtom) !== null;
  const setCrewSetup = useSetAtom(crewSetupOpenAtom);
  useEffect(() => {
    const toggles: Partial<Record<string, () => void>> = {
      h: () => setHidden((h) => !h),
      f: toggleFullscreen,
      c: () => setFree((f) => !f),
      a: () => setCrewSetup((o) => !o),
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.ctrlKey || e.metaKey || e.altKey) return;
      if (ended && [' ', 'ArrowRight', '1', '2', '4'].includes(e.key)) return;
      // While the crew votes, number keys are the captain's orders (useCrewVote).
      if (voteOpen && /^[1-9]$/.test(e.key)) return;
      switch (e.key) {
        case ' ':
          e.preventDefault();
          setPaused((p) => !p);
          break;
        case 'ArrowRight':
          e.preventDefault();
          step();
          break;
        case '1':
        case '2':
        case '4':
          setSpeed(e.key);
          break;
        default:
          toggles[e.key.toLowerCase()]?.();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setPaused, step, setSpeed, setHidden, setFree, ended, voteOpen, setCrewSetup]);
}
