import { canonicalJson } from '../kernel/canonicalJson';
import type { Action } from './types';

export { canonicalJson, samePlain } from '../kernel/canonicalJson';

/** Canonical text of an action: same content, same key, whatever the property order. */
export function actionKey(action: Action): string {
  return canonicalJson(action);
}
