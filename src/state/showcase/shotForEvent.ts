import type { CameraView } from '../table/cameraViewAtom';

export { shotOf as shotForEvent } from '../nemo/events/eventCatalogue';

/** True when two views frame the same shot (an Ocean shot is the same only for the same Ocean). */
export function sameView(a: CameraView, b: CameraView): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'ocean' && b.kind === 'ocean') return a.id === b.id;
  if (a.kind === 'tracks' && b.kind === 'tracks') return (a.track ?? null) === (b.track ?? null);
  return true;
}

export interface Shot {
  view: CameraView;
  /** When the shot began (ms, any monotonic clock). */
  since: number;
}

/**
 * The director's cut decision: keep the current shot when nothing new is wanted, when the
 * wanted shot is the same, or while the current one has not been held `minHoldMs` yet (the
 * caller re-asks once that time is up). Returns the new shot, or null to keep the current one.
 */
export function nextShot(
  current: Shot,
  wanted: CameraView | null,
  now: number,
  minHoldMs: number,
): Shot | null {
  if (!wanted || sameView(current.view, wanted)) return null;
  if (now - current.since < minHoldMs) return null;
  return { view: wanted, since: now };
}
