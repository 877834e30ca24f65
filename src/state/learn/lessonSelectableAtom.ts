import { atom } from 'jotai';
import { OCEAN_IDS } from '../../core/data';
import type { BoardView } from '../table/boardView';
import { currentStepAtom } from './learnAtoms';

const NOTHING: BoardView['selectable'] = { oceans: [], ships: [], cards: [] };
const EVERY_OCEAN: BoardView['selectable'] = { oceans: [...OCEAN_IDS], ships: [], cards: [] };

/**
 * What a lesson lets the player click: outside a try-it nothing (the lesson's own highlights
 * speak); an Ocean try-it every Ocean; a decision try-it the rules core's targets (null).
 */
export const lessonSelectableAtom = atom<BoardView['selectable'] | null>((get) => {
  const step = get(currentStepAtom);
  if (!step) return null;
  const input = step.tryIt?.input ?? null;
  if (input === 'ocean') return EVERY_OCEAN;
  return input ? null : NOTHING;
});
