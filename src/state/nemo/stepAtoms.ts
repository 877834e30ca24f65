import { atom } from 'jotai';
import type { GameEvent, GameState } from '../../core';
import { pendingEventAtom, shownStateAtom } from './gameAtoms';
import { pageUrl } from '../app/pageUrl';
import { browserStorage, STORAGE_KEYS } from '../app/storage';

const STORAGE_KEY = STORAGE_KEYS.stepMode;

function readStored(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    const stored = browserStorage()?.getItem(STORAGE_KEY) ?? null;
    if (stored !== null) return stored === 'on';
    // The first game, started from the setup screen: on (not for a seeded link or a debug run).
    const params = pageUrl().params;
    return !params.has('seed') && !params.has('debug');
  } catch {
    return false;
  }
}

const stepModeBase = atom(readStored());

/** "Step": the table pauses after the event card, the placement dice and the placements. */
export const stepModeAtom = atom(
  (get) => get(stepModeBase),
  (_get, set, on: boolean) => {
    set(stepModeBase, on);
    try {
      browserStorage()?.setItem(STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Storage may be unavailable; the setting then lasts for this page only.
    }
  },
);

/** The event the player last said "continue" at. */
const acknowledgedAtom = atom<GameEvent | null>(null);

/** Why the table would pause at this event in step mode, or null. */
export function stepPointOf(event: GameEvent, shown: GameState | null): string | null {
  if (event.type === 'CardRevealed') return 'the card';
  if (event.type === 'DiceRolled' && event.purpose.key === 'roll.placement') return 'the dice';
  if (event.type === 'PhaseStarted' && shown?.phase === 'placement' && event.phase !== 'placement')
    return 'the placements';
  return null;
}

/** The step the table waits at now (the player continues it), or null. */
export const stepPauseAtom = atom((get) => {
  if (!get(stepModeBase)) return null;
  const pending = get(pendingEventAtom);
  if (!pending || get(acknowledgedAtom) === pending) return null;
  return stepPointOf(pending, get(shownStateAtom));
});

/** Goes on past the step the table waits at. */
export const continueStepAtom = atom(null, (get, set) => {
  set(acknowledgedAtom, get(pendingEventAtom));
});
