import { characterById, type FlipEvent, type FlipState } from '../../flip';
import { INVENTORY_ITEMS, INVENTORY_SLOTS, type InventoryItem } from './flipBoardLayout';

export interface InventorySlotMark {
  state: 'empty' | 'held' | 'spent';
  /** Bumped each time the slot is erased, so a re-circled slot is a new stroke. */
  generation: number;
}

export interface InventoryRow {
  slots: InventorySlotMark[];
  /** Items held beyond the printed slots (tracked off to the side). */
  overflow: number;
}

function emptyRow(): InventoryRow {
  return {
    slots: Array.from({ length: INVENTORY_SLOTS }, () => ({ state: 'empty', generation: 0 })),
    overflow: 0,
  };
}

function gain(row: InventoryRow): void {
  let free = row.slots.find((s) => s.state === 'empty');
  if (!free) {
    // The row is full: erase the crossed-out symbols to make room (rulebook: Tracking Inventory).
    for (const s of row.slots) {
      if (s.state === 'spent') {
        s.state = 'empty';
        s.generation += 1;
      }
    }
    free = row.slots.find((s) => s.state === 'empty');
  }
  if (free) free.state = 'held';
  else row.overflow += 1;
}

function spend(row: InventoryRow): void {
  if (row.overflow > 0) {
    row.overflow -= 1;
    return;
  }
  for (let i = row.slots.length - 1; i >= 0; i--) {
    const s = row.slots[i]!;
    if (s.state === 'held') {
      s.state = 'spent';
      return;
    }
  }
}

function rebuild(total: number): InventoryRow {
  const row = emptyRow();
  for (let i = 0; i < total; i++) gain(row);
  return row;
}

/**
 * The inventory as a player would have marked it: gaining circles the first free symbol,
 * spending crosses out the last circled one, and a full row erases its crossed symbols.
 */
export function inventoryMarks(
  state: FlipState,
  events: readonly FlipEvent[],
  player: number,
): Record<InventoryItem, InventoryRow> {
  const rows = Object.fromEntries(INVENTORY_ITEMS.map((i) => [i, emptyRow()])) as Record<
    InventoryItem,
    InventoryRow
  >;
  for (const e of events) {
    if (e.type === 'CharacterChosen' && e.player === player) {
      for (const [item, n] of Object.entries(characterById(e.character).resources)) {
        for (let i = 0; i < (n ?? 0); i++) gain(rows[item as InventoryItem]);
      }
    } else if (e.type === 'ItemChanged' && e.player === player) {
      const row = rows[e.item];
      for (let i = 0; i < Math.abs(e.delta); i++) (e.delta > 0 ? gain : spend)(row);
    }
  }
  const p = state.players[player];
  if (p) {
    for (const item of INVENTORY_ITEMS) {
      const row = rows[item];
      const held = row.slots.filter((s) => s.state === 'held').length + row.overflow;
      if (held !== p.inventory[item]) rows[item] = rebuild(Math.max(0, p.inventory[item]));
    }
  }
  return rows;
}
