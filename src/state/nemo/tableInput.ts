import { atom } from 'jotai';
import type { TableTarget } from '../table/boardView';
import { boardViewAtom } from './boardViewAtom';

export const hoverTargetAtom = atom<TableTarget | null>(null);
export const selectedTargetAtom = atom<TableTarget | null>(null);

function isSelectable(
  selectable: { oceans: readonly string[]; ships: readonly number[]; cards: readonly string[] },
  target: TableTarget,
): boolean {
  switch (target.kind) {
    case 'ocean':
      return selectable.oceans.includes(target.id);
    case 'ship':
      return selectable.ships.includes(target.id);
    case 'card':
      return selectable.cards.includes(target.id);
  }
}

/** A click on the table: selects the target when the current decision offers it, else ignores it. */
export const clickTargetAtom = atom(null, (get, set, target: TableTarget) => {
  if (!isSelectable(get(boardViewAtom).selectable, target)) return;
  set(selectedTargetAtom, target);
});
