import { atom, createStore } from 'jotai';
import type { BoardView } from '../table/boardView';
import { emptyBoardView } from '../table/emptyBoardView';
import { decisionAtom, shownStateAtom } from './gameAtoms';
import { revealedCardView, toBoardView } from './toBoardView';
import { lessonSelectableAtom } from '../learn/lessonSelectableAtom';
import { lessonHeldCardAtom } from '../learn/lessonHeldCardAtom';

/** A fixed picture for the table demo (`?mode=table-demo`); null shows the game. */
export const demoBoardViewAtom = atom<BoardView | null>(null);

/** A store of its own that shows a fixed picture (the table demo, the front door's backdrop). */
export function createDemoStore(view: BoardView): ReturnType<typeof createStore> {
  const store = createStore();
  store.set(demoBoardViewAtom, view);
  return store;
}

const EMPTY = emptyBoardView();

/**
 * What the table shows: the shown state (which trails the truth while events play) with the
 * pieces the current decision can take; a lesson narrows what may be clicked.
 */
export const boardViewAtom = atom<BoardView>((get) => {
  const demo = get(demoBoardViewAtom);
  if (demo) return demo;
  const shown = get(shownStateAtom);
  if (!shown) return EMPTY;
  let view = toBoardView(shown, get(decisionAtom));
  const held = get(lessonHeldCardAtom);
  if (held)
    view = {
      ...view,
      cards: { ...view.cards, revealed: revealedCardView(held, shown.setup.contentPack) },
    };
  const selectable = get(lessonSelectableAtom);
  return selectable ? { ...view, selectable } : view;
});
