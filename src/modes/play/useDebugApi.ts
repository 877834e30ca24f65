import { useStore } from 'jotai';
import { useEffect } from 'react';
import type { Action } from '../../core/types';
import {
  decisionAtom,
  dispatchAtom,
  latestStateAtom,
  messageAtom,
  playbackDoneAtom,
  sessionReadAtom,
  shownStateAtom,
  skipPlaybackAtom,
} from '../../state/game/gameAtoms';
import { currentDecision } from '../../core/engine';

/** `window.__nemo` for browser tests (DESIGN.md §5), only with `debug=1`. */
export function useDebugApi(enabled: boolean): void {
  const store = useStore();
  useEffect(() => {
    if (!enabled) return;
    const api = {
      getState: () => store.get(latestStateAtom),
      getShownState: () => store.get(shownStateAtom),
      getLegalActions: () => {
        const state = store.get(latestStateAtom);
        return state ? (currentDecision(state)?.options ?? []) : [];
      },
      getDecision: () => store.get(decisionAtom),
      dispatch: (action: Action) => {
        const ok = store.set(dispatchAtom, action);
        if (!ok) throw new Error(store.get(messageAtom)?.text ?? 'action refused');
        return true;
      },
      getEvents: () => store.get(sessionReadAtom)?.events ?? [],
      isIdle: () => store.get(playbackDoneAtom),
      skipAnimations: () => store.set(skipPlaybackAtom),
    };
    window.__nemo = { ...(window.__nemo ?? {}), ...api };
  }, [enabled, store]);
}
