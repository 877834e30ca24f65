import { useStore } from 'jotai';
import { useEffect } from 'react';
import { currentDecision, greedyFlipPolicy, legalActions, type FlipAction } from '../../flip';
import {
  flipDecisionAtom,
  flipDispatchAtom,
  flipLatestStateAtom,
  flipMessageAtom,
  flipPlaybackDoneAtom,
  flipSessionReadAtom,
  flipShownStateAtom,
  skipFlipPlaybackAtom,
} from '../../state/flip/flipAtoms';

/** `window.__nemo` for the Flip game (DESIGN.md §5), only with `debug=1`; merged into any existing one. */
export function useFlipDebugApi(enabled: boolean): void {
  const store = useStore();
  useEffect(() => {
    if (!enabled) return;
    const api = {
      game: 'flip',
      getState: () => store.get(flipLatestStateAtom),
      getShownState: () => store.get(flipShownStateAtom),
      getLegalActions: (): FlipAction[] => {
        const state = store.get(flipLatestStateAtom);
        if (!state) return [];
        const d = currentDecision(state);
        return d.kind === 'gameOver' ? [] : legalActions(state, d.player);
      },
      getGreedyAction: (): FlipAction | null => {
        const state = store.get(flipLatestStateAtom);
        if (!state) return null;
        const d = currentDecision(state);
        return d.kind === 'gameOver' ? null : greedyFlipPolicy(state, d.player);
      },
      getDecision: () => store.get(flipDecisionAtom),
      dispatch: (action: FlipAction) => {
        const ok = store.set(flipDispatchAtom, action);
        if (!ok) throw new Error(store.get(flipMessageAtom)?.text ?? 'action refused');
        return true;
      },
      getEvents: () => store.get(flipSessionReadAtom)?.events ?? [],
      isIdle: () => store.get(flipPlaybackDoneAtom),
      skipAnimations: () => store.set(skipFlipPlaybackAtom),
    };
    window.__nemo = { ...(window.__nemo ?? {}), ...api };
  }, [enabled, store]);
}
