import { stateHash as plainStateHash } from '../kernel/stateHash';
import { isCoreRef, isCoreText } from './data/coreText';
import { englishValue } from './text/renderEnglish';

/**
 * A message id or a name reference stored in the state, as the English it reads: the state keeps
 * structured text, and hashes exactly as it did when it kept the English phrase.
 */
function asEnglish(value: object): string | undefined {
  return isCoreText(value) || isCoreRef(value) ? englishValue(value) : undefined;
}

/** The canonical hash of a game state (records, replays, the fast-path checks). */
export function stateHash(state: unknown): string {
  return plainStateHash(state, asEnglish);
}
