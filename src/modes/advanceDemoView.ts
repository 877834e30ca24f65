import type { BoardView, ShipSlot } from '../state/table/boardView';

/** A scripted change for the demo: sink a North Atlantic ship to Tonnage, sail on, draw a card. */
export function advanceDemoView(view: BoardView): BoardView {
  const next = structuredClone(view);
  const atlantic = next.oceans.northAtlantic.slots;
  const index = atlantic.findIndex((s) => s.kind === 'ship');
  const slot = atlantic[index];
  if (slot?.kind === 'ship') {
    atlantic[index] = { kind: 'empty' } satisfies ShipSlot;
    next.tonnage[2]?.push(slot.ship);
    next.notoriety.value = Math.min(51, next.notoriety.value + slot.ship.notoriety);
  }
  next.nautilus = next.nautilus === 'northAtlantic' ? 'europeanSeas' : 'northAtlantic';
  next.actionPoints.nautilus = Math.max(0, next.actionPoints.nautilus - 1);
  next.cards.drawPile = Math.max(0, next.cards.drawPile - 1);
  next.cards.revealed = {
    cardId: `demo-${next.cards.drawPile}`,
    title: next.cards.drawPile % 2 ? 'The Iceberg' : 'Attack of the Giant Squid',
    type: 'test',
    test: 9 + (next.cards.drawPile % 2),
    provenance: 'designed',
  };
  return next;
}
