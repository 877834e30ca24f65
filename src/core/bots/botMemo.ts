/**
 * Per-decision caches for the bots: the state does not change while a bot weighs its options,
 * so derived numbers are computed once. `resetBotMemo` starts a new decision.
 */
const caches = new Map<string, unknown>();
const tables: Map<unknown, unknown>[] = [];

export function resetBotMemo(): void {
  caches.clear();
  for (const t of tables) t.clear();
}

/** A cache with its own (fast, e.g. numeric) keys, cleared with the others. */
export function memoTable<K, V>(): Map<K, V> {
  const table = new Map<K, V>();
  tables.push(table as Map<unknown, unknown>);
  return table;
}

export function memo<T>(key: string, compute: () => T): T {
  if (caches.has(key)) return caches.get(key) as T;
  const value = compute();
  caches.set(key, value);
  return value;
}
