import { atom } from 'jotai';

/** What kind of piece in the player's tableau (or the revealed card, or a revealed ship) an info card is about. */
export type TableItemKind = 'card' | 'upgrade' | 'character' | 'treasure' | 'ship';

/** A box on the page, in CSS pixels. */
export interface PageBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * A card or token on the table whose info card is open (issue 27 points 3 and 5): hovered, or
 * pinned by a click or a tap; `x`, `y` are the page pixels where the piece lies.
 */
export interface TableItem {
  kind: TableItemKind;
  id: string;
  x: number;
  y: number;
  pinned: boolean;
  /** Where the pieces on the table near the player lie: the info card keeps clear of them. */
  pieces?: readonly PageBox[];
}

export const tableItemAtom = atom<TableItem | null>(null);

/** A hover over a piece (null: the pointer left it); a pinned info card stays. */
export const hoverTableItemAtom = atom(null, (get, set, item: Omit<TableItem, 'pinned'> | null) => {
  const open = get(tableItemAtom);
  if (open?.pinned) return;
  set(tableItemAtom, item ? { ...item, pinned: false } : null);
});

/** A click or a tap on a piece: pins its info card, or closes it when it is already pinned. */
export const pinTableItemAtom = atom(null, (get, set, item: Omit<TableItem, 'pinned'>) => {
  const open = get(tableItemAtom);
  const same = open?.kind === item.kind && open.id === item.id;
  set(tableItemAtom, same && open.pinned ? null : { ...item, pinned: true });
});
