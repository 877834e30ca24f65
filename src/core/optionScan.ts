import type { Action } from './types';

/**
 * One walk over a decision's options, in the order the player is offered them: it builds them
 * all (`out`), or only counts them, or builds only the `index`-th (the playout contract: a
 * random playout picks one option and needs no other built).
 */
export interface OptionScan {
  /** The option to build alone; -1 when counting or building all. */
  index: number;
  out: Action[] | null;
  /** Options seen so far (after the walk: how many there are). */
  n: number;
  hit: Action | null;
  /**
   * Where each section of the walk starts (see `skipSection`): written by a count, read by the
   * `index` walk of the same decision; null when the walk keeps none.
   */
  marks: number[] | null;
}

export function scanAll(out: Action[]): OptionScan {
  return { index: -1, out, n: 0, hit: null, marks: null };
}

export function scanCount(marks: number[] | null = null): OptionScan {
  return { index: -1, out: null, n: 0, hit: null, marks };
}

export function scanAt(index: number, marks: number[] | null = null): OptionScan {
  return { index, out: null, n: 0, hit: null, marks };
}

/**
 * Called before section `k` of a walk, and with the section count after the last one. A count
 * with marks records where the section starts; an `index` walk given those marks skips the
 * section (true: the caller leaves it out) when the wanted option lies beyond it, so a playout
 * step does not check again the options that its count already walked.
 */
export function skipSection(s: OptionScan, k: number): boolean {
  const marks = s.marks;
  if (marks === null) return false;
  if (s.index < 0) {
    marks[k] = s.n;
    return false;
  }
  const end = marks[k + 1];
  if (end === undefined || s.index < end) return false;
  s.n = end;
  return true;
}

/** Counts the next option; true when the walk wants it built (then hand it to `put`). */
export function wants(scan: OptionScan): boolean {
  const yes = scan.out !== null || scan.n === scan.index;
  scan.n++;
  return yes;
}

export function put(scan: OptionScan, action: Action): void {
  if (scan.out) scan.out.push(action);
  else scan.hit = action;
}

/** Offers every option of a list built elsewhere. */
export function putAll(scan: OptionScan, actions: readonly Action[]): void {
  for (const a of actions) if (wants(scan)) put(scan, a);
}

/** The built option of an `index` walk; throws when the decision has fewer options. */
export function hitOf(scan: OptionScan): Action {
  if (!scan.hit) throw new Error(`Option ${scan.index} does not exist (${scan.n} options)`);
  return scan.hit;
}
