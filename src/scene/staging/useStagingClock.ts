import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { stagingHoldAtom } from '../../state/nemo/events/stagingHold';

/** 0 before `from`, 1 after `to`, linear between: one phase of a staging. */
export function phase(t: number, from: number, to: number): number {
  return Math.min(1, Math.max(0, (t - from) / (to - from)));
}

/** How far the staging on the table has played (0–1), for the debug probe. */
export const stagingProgress = { t: 1 };

/**
 * Runs a staging once over `durationMs` of wall-clock time, calling `apply(t)` with t from 0 to 1
 * on each frame and asking for frames only until it ends (the canvas renders on demand). A
 * debug hold stops it part-way.
 */
export function useStagingClock(durationMs: number, apply: (t: number) => void): void {
  const invalidate = useThree((s) => s.invalidate);
  const hold = useAtomValue(stagingHoldAtom);
  const started = useRef(0);
  useLayoutEffect(() => {
    started.current = performance.now();
    invalidate();
  }, [durationMs, invalidate]);
  const until = hold ? hold.at : 1;
  useLayoutEffect(() => invalidate(), [until, invalidate]);
  useFrame(() => {
    if (durationMs <= 0) return;
    const t = Math.min(until, 1, (performance.now() - started.current) / durationMs);
    stagingProgress.t = t;
    apply(t);
    if (t < until && t < 1) invalidate();
  });
}
