import type { GameState } from './types';

function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = clonePlain((value as Record<string, unknown>)[key]);
  return out as T;
}

/** Deep copy of the plain-data game state (no classes, dates or cycles in it by design). */
export function cloneState(state: GameState): GameState {
  return clonePlain(state);
}
