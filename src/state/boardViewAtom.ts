import { atom } from 'jotai';
import type { BoardView } from './boardView';
import { emptyBoardView } from './emptyBoardView';

/** What the table shows; the game bridge writes it, the scene only reads it. */
export const boardViewAtom = atom<BoardView>(emptyBoardView());
