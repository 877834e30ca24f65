/** What `window.__nemo` holds: named probes for browser tests (ARCHITECTURE.md §5). */
export type DebugEntries = Record<string, unknown>;

declare global {
  interface Window {
    __nemo?: DebugEntries;
  }
}

/**
 * Adds `entries` to `window.__nemo` (only pages opened with `debug=1` call this); returns the
 * function that takes them out again, leaving any entry a later registration has replaced.
 */
export function registerDebugEntries(entries: DebugEntries): () => void {
  window.__nemo = { ...(window.__nemo ?? {}), ...entries };
  return () => {
    const hook = window.__nemo;
    if (!hook) return;
    for (const [name, value] of Object.entries(entries)) {
      if (hook[name] === value) delete hook[name];
    }
  };
}
