import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { coachOpenAtom } from '../../state/bots/coachAtoms';

/** H opens and closes the coach (not while typing). */
export function useCoachKey(): void {
  const setOpen = useSetAtom(coachOpenAtom);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'h' || e.key === 'H') setOpen((open) => !open);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen]);
}
