/** What a typed command asks for, against the labels of the current decision's options. */
export type CommandMatch =
  | { kind: 'list' }
  | { kind: 'chosen'; index: number }
  | { kind: 'ambiguous'; indices: number[] }
  | { kind: 'none' };

const LIST_WORDS = new Set(['options', 'option', 'list', 'help', '?', 'ls']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Every typed word starts a word of the label ("mo n atl" matches "Move to North Atlantic"). */
function fits(typed: string[], label: string): boolean {
  const labelWords = words(label);
  return typed.every((w) => labelWords.some((l) => l.startsWith(w)));
}

/**
 * Maps a text command to an option, in the spirit of lichess's blind mode:
 * - `options` (or `list`, `?`) lists them;
 * - a number alone picks that option (as the 1–9 keys do, but without the limit);
 * - words pick the option whose label holds them all ("move north atlantic");
 * - words then a number pick the n-th of the options the words match ("attack 2").
 */
export function matchCommand(text: string, labels: readonly string[]): CommandMatch {
  if (text.trim() === '?') return { kind: 'list' };
  const typed = words(text);
  if (typed.length === 0) return { kind: 'none' };
  if (typed.length === 1 && LIST_WORDS.has(typed[0] ?? '')) return { kind: 'list' };
  const last = typed[typed.length - 1] ?? '';
  const ordinal = /^\d+$/.test(last) ? Number(last) : null;
  if (ordinal !== null && typed.length === 1) {
    return ordinal >= 1 && ordinal <= labels.length
      ? { kind: 'chosen', index: ordinal - 1 }
      : { kind: 'none' };
  }
  const matchingAll = (ws: string[]) => labels.flatMap((label, i) => (fits(ws, label) ? [i] : []));
  if (ordinal !== null) {
    const matching = matchingAll(typed.slice(0, -1));
    if (matching.length > 1) {
      const pick = matching[ordinal - 1];
      return pick === undefined
        ? { kind: 'ambiguous', indices: matching }
        : { kind: 'chosen', index: pick };
    }
  }
  const all = matchingAll(typed);
  if (all.length === 1 && all[0] !== undefined) return { kind: 'chosen', index: all[0] };
  if (all.length > 1) return { kind: 'ambiguous', indices: all };
  return { kind: 'none' };
}
