import { useStore } from 'jotai';
import { useEffect } from 'react';
import type { SessionAtoms } from '../../state/session/createSessionAtoms';
import { registerDebugEntries } from '../../state/app/debugRegistry';

/**
 * `window.__nemo` for browser tests (ARCHITECTURE.md §5), only with `debug=1`, for any game's session
 * atoms; `extras` adds a mode's own entries (merged into what other probes put there).
 */
const NO_EXTRAS: Record<string, unknown> = {};

export function useDebugApi(
  enabled: boolean,
  atoms: SessionAtoms,
  extras: Record<string, unknown> = NO_EXTRAS,
): void {
  const store = useStore();
  useEffect(() => {
    if (!enabled) return;
    const { engine } = atoms;
    const api = {
      getState: () => store.get(atoms.latestStateAtom),
      getShownState: () => store.get(atoms.shownStateAtom),
      getLegalActions: () => {
        const state = store.get(atoms.latestStateAtom);
        const decision = state ? engine.currentDecision(state) : null;
        return decision ? engine.legalActions(state, engine.seatOf(decision)) : [];
      },
      getDecision: () => store.get(atoms.decisionAtom),
      dispatch: (action: unknown) => {
        const ok = store.set(atoms.dispatchAtom, action);
        if (!ok) throw new Error(store.get(atoms.messageAtom)?.text ?? 'action refused');
        return true;
      },
      getEvents: () => store.get(atoms.sessionReadAtom)?.events ?? [],
      isIdle: () => store.get(atoms.playbackDoneAtom),
      skipAnimations: () => store.set(atoms.skipPlaybackAtom),
    };
    return registerDebugEntries({ ...api, ...extras });
  }, [enabled, store, atoms, extras]);
}
