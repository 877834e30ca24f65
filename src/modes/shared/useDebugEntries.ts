import { useStore } from 'jotai';
import { useEffect } from 'react';
import { registerDebugEntries, type DebugEntries } from '../../state/app/debugRegistry';

export type PageStore = ReturnType<typeof useStore>;

/**
 * With `debug=1` (`enabled`), adds the probes `entries` builds on the page's store to
 * `window.__nemo`, and takes them out again on leaving. `entries` is a module-level function.
 */
export function useDebugEntries(
  enabled: boolean,
  entries: (store: PageStore) => DebugEntries,
): void {
  const store = useStore();
  useEffect(() => {
    if (!enabled) return;
    return registerDebugEntries(entries(store));
  }, [enabled, store, entries]);
}
