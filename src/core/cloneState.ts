import type { GameState } from './types';

function clonePlain<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    // The state's arrays are homogeneous: arrays of numbers or strings copy in one go.
    const first: unknown = value[0];
    if (value.length === 0 || typeof first === 'number' || typeof first === 'string') {
      return value.slice() as T;
    }
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) out[key] = clonePlain((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * Deep copy of the plain-data game state (no classes, dates or cycles in it by design). The setup
 * is never changed after creation, so copies share it.
 */
export function cloneState(state: GameState): GameState {
  const { setup, ...rest } = state;
  const copy = clonePlain(rest) as Omit<GameState, 'setup'>;
  return { setup, ...copy } as GameState;
}
