import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { stagingHoldAtom } from '../../state/nemo/events/stagingHold';
import { stagingOf, type StagingKind } from '../../state/nemo/events/stagingOf';
import { pendingEventAtom } from '../../state/nemo/gameAtoms';
import { reducedMotionAtom, speedAtom } from '../../state/app/settings';
import { stagingProgress } from './useStagingClock';
import { registerDebugEntries } from '../../state/app/debugRegistry';

export interface StagingReport {
  /** The event on stage, or null when the queue is empty. */
  event: string | null;
  kind: StagingKind | null;
  durationMs: number;
  /** How far its staging has played on the table, 0–1. */
  t: number;
}

/**
 * Publishes the staging on the table as `window.__nemo.staging()`, and `holdStaging(kinds, at)`
 * to stop stagings of those kinds part-way for a screenshot (`holdStaging(null)` lets go).
 * Called beside the canvas, not in it: it draws nothing and must not disturb the frame loop.
 */
export function useStagingProbe(enabled: boolean): void {
  const setHold = useSetAtom(stagingHoldAtom);
  const event = useAtomValue(pendingEventAtom);
  const speed = useAtomValue(speedAtom);
  const reduced = useAtomValue(reducedMotionAtom);
  const now = useRef<StagingReport>({ event: null, kind: null, durationMs: 0, t: 1 });
  useEffect(() => {
    if (!enabled) return;
    const staging = event ? stagingOf(event, speed, reduced) : null;
    now.current = {
      event: event?.type ?? null,
      kind: staging?.kind ?? null,
      durationMs: staging?.durationMs ?? 0,
      t: 0,
    };
    stagingProgress.t = staging && staging.durationMs > 0 ? 0 : 1;
  }, [enabled, event, speed, reduced]);
  useEffect(() => {
    if (!enabled) return;
    const staging = (): StagingReport => ({ ...now.current, t: stagingProgress.t });
    const holdStaging = (kinds: StagingKind[] | null, at = 0.5) =>
      setHold(kinds ? { kinds, at } : null);
    return registerDebugEntries({ staging, holdStaging });
  }, [enabled, setHold]);
}
