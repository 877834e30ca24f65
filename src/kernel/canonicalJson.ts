/**
 * Canonical JSON: object keys sorted, undefined members dropped, no whitespace. `asText`, when
 * given, may write an object as a string instead (the core hashes its structured messages as the
 * English they read, so a message id in the state hashes as the phrase it replaced).
 */
export function canonicalJson(
  value: unknown,
  asText?: (value: object) => string | undefined,
): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (asText) {
    const text = asText(value);
    if (text !== undefined) return JSON.stringify(text);
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, asText)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, asText)}`).join(',')}}`;
}

/** Structural equality of two plain-data values (faster than comparing canonical JSON). */
export function samePlain(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!samePlain(a[i], bb[i])) return false;
    return true;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  let countA = 0;
  for (const key in ra) {
    if (ra[key] === undefined) continue;
    countA++;
    if (!samePlain(ra[key], rb[key])) return false;
  }
  let countB = 0;
  for (const key in rb) if (rb[key] !== undefined) countB++;
  return countA === countB;
}
