import { canonicalJson } from './canonicalJson';

/** FNV-1a style 64-bit hash (two 32-bit lanes) of a text, as 16 hex digits. */
export function hashText(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0xcbf29ce4;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193) >>> 0;
    h2 = Math.imul(h2 ^ c, 0x01000193 ^ 0x5bd1e995) >>> 0;
  }
  return h1.toString(16).padStart(8, '0') + h2.toString(16).padStart(8, '0');
}

/** The canonical hash of any plain-data game state (both games, records and replays). */
export function stateHash(state: unknown, asText?: (value: object) => string | undefined): string {
  return hashText(canonicalJson(state, asText));
}
