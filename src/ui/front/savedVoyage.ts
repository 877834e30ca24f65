import { MOTIVES } from '../../core/data/motives';
import type { MotiveId } from '../../core/data/types';
import { STORAGE_KEYS, type KeyValueStore } from '../../state/app/storage';

export interface SavedVoyage {
  variant: 'solo' | 'versus';
  /** e.g. "Explore, solo — 37 moves in". */
  summary: string;
}

/**
 * A glance at the autosave for the Continue entry: which kind of game and how far it went.
 * Reading it fully (and refusing a bad one) is the game's job when it resumes.
 */
export function savedVoyage(store: KeyValueStore | null): SavedVoyage | null {
  const text = store?.getItem(STORAGE_KEYS.autosave);
  if (!text) return null;
  try {
    const record = JSON.parse(text) as {
      setup?: { variant?: string; motive?: string };
      actions?: unknown[];
    };
    const variant = record.setup?.variant === 'versus' ? 'versus' : 'solo';
    const motive = MOTIVES[record.setup?.motive as MotiveId] as
      (typeof MOTIVES)[MotiveId] | undefined;
    const moves = Array.isArray(record.actions) ? record.actions.length : 0;
    const kind = variant === 'versus' ? 'versus' : 'solo';
    return {
      variant,
      summary: `${motive?.name ?? 'Voyage'}, ${kind} — ${moves} ${moves === 1 ? 'move' : 'moves'} in`,
    };
  } catch {
    return { variant: 'solo', summary: 'The saved voyage' };
  }
}
