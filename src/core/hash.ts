import { stateHash as plainStateHash } from '../kernel/stateHash';
import { isCoreRef, isCoreText } from './data/coreText';
import { englishValue } from './text/renderEnglish';

/**
 * The canonical hash of a game state (records, replays, the fast-path checks): its canonical
 * JSON, where structured text is its message ids and parameters, so rewording a template changes
 * no hash.
 */
export function stateHash(state: unknown): string {
  return plainStateHash(state);
}

/** A message id or a name reference stored in the state, as the English it reads. */
function asEnglish(value: object): string | undefined {
  return isCoreText(value) || isCoreRef(value) ? englishValue(value) : undefined;
}

/**
 * The hash that records of the first format carry: every message and name hashed as its English
 * text. Only those records are checked against it.
 */
export function englishStateHash(state: unknown): string {
  return plainStateHash(state, asEnglish);
}

/** The hash a record of `formatVersion` carries for the state it ends in. */
export function recordHash(state: unknown, formatVersion: number): string {
  return formatVersion === 1 ? englishStateHash(state) : stateHash(state);
}
