import { OCEAN_IDS } from '../../core/data';
import type { BoardView } from '../../state/table/boardView';
import { OCEAN_LAYOUT } from '../layout/boardLayout';
import { CARD_THICKNESS, TABLE_LAYOUT } from '../layout/tableLayout';
import type { Piece } from '../pieces/Piece';

const GEM = 0.3;
const GEM_COLOURS = ['#d0213d', '#1f9ad6', '#2bbf6a', '#f2f2ff'];

function gem(key: string, x: number, y: number, z: number, i: number): Piece {
  return {
    key,
    position: [x, y + GEM / 2, z],
    scale: [GEM, GEM * 1.1, GEM],
    rotationY: 0.4 + i * 0.9,
    colour: GEM_COLOURS[i % GEM_COLOURS.length],
  };
}

export function placeGemstones(view: BoardView): Piece[] {
  const pieces: Piece[] = [];
  for (const ocean of OCEAN_IDS) {
    const at = OCEAN_LAYOUT[ocean].gemstone;
    for (let i = 0; i < view.oceans[ocean].gemstones; i++) {
      pieces.push(gem(`gem:${ocean}:${i}`, at.x - i * 0.22, 0, at.z + i * 0.12, i));
    }
  }
  const deck = TABLE_LAYOUT.adventureDeck;
  const deckTop = Math.max(1, view.cards.adventureDeck) * CARD_THICKNESS;
  for (let i = 0; i < view.cards.adventureGemstones; i++) {
    pieces.push(
      gem(`gem:adventureDeck:${i}`, deck.x + 0.62 - i * 0.3, deckTop, deck.z + 0.62, i + 1),
    );
  }
  return pieces;
}
