import type { BoardView } from '../../state/table/boardView';
import type { TableItemKind } from '../../state/table/tableItem';
import {
  CARD_DEPTH,
  CARD_THICKNESS,
  CARD_WIDTH,
  TABLE_LAYOUT,
  TILE_SIZE,
} from '../layout/tableLayout';
import type { Point } from '../layout/boardGeometry';
import type { KeyedPiece } from './KeyedPiece';
import { jitter } from './KeyedPiece';

export const cardTileKeys = {
  drawPile: (count: number) => `back:draw:${count}`,
  adventureDeck: (count: number) => `back:adventure:${count}`,
  pass: (title: string | null, count: number) => `pass:${count}:${title ?? ''}`,
  fail: (title: string | null, count: number) => `fail:${count}:${title ?? ''}`,
  upgrade: (name: string, equipped: boolean) => `upgrade:${equipped ? 'on' : 'off'}:${name}`,
  character: (name: string, sacrificed: boolean) => `character:${sacrificed ? 'x' : 'o'}:${name}`,
  treasure: (name: string) => `treasure:${name}`,
  keep: (cardId: string, title: string) => `keep:${cardId}:${title}`,
};

/** The tableau item a piece's key names (`kind:id` or `treasure:i:id`), or null for a pile. */
export function tableItemOfKey(key: string): { kind: TableItemKind; id: string } | null {
  const [prefix, a, b] = key.split(':');
  if (prefix === 'keep' && a) return { kind: 'card', id: a };
  if ((prefix === 'upgrade' || prefix === 'character') && a) return { kind: prefix, id: a };
  if (prefix === 'treasure' && b) return { kind: 'treasure', id: b };
  return null;
}

function pile(key: string, tileKey: string, at: Point, count: number, scale = 1): KeyedPiece {
  const height = Math.max(1, count) * CARD_THICKNESS;
  return {
    key,
    tileKey,
    position: [at.x, height / 2, at.z],
    scale: [CARD_WIDTH * scale, height, CARD_DEPTH * scale],
    rotationY: jitter(key, 0.03),
  };
}

function tile(
  key: string,
  tileKey: string,
  at: Point,
  size: number,
  thickness: number,
): KeyedPiece {
  return {
    key,
    tileKey,
    position: [at.x, thickness / 2, at.z],
    scale: [size, thickness, size],
    rotationY: jitter(key, 0.05),
  };
}

/** A Treasure token's width: big enough to tell one from another at the default view. */
const TREASURE_SIZE = 1.15;
/** KEEP cards lie a little smaller than the piles, like the equipped Upgrades. */
export const KEEP_SCALE = 0.85;

/** Card piles, Upgrade cards, Character tiles and Treasure tokens lying beside the board. */
export function placeCards(view: BoardView): KeyedPiece[] {
  const { cards, upgrades } = view;
  const pieces: KeyedPiece[] = [];
  if (cards.drawPile > 0) {
    pieces.push(
      pile(
        'pile:draw',
        cardTileKeys.drawPile(cards.drawPile),
        TABLE_LAYOUT.drawPile,
        cards.drawPile,
      ),
    );
  }
  if (cards.adventureDeck > 0) {
    const key = cardTileKeys.adventureDeck(cards.adventureDeck);
    pieces.push(pile('pile:adventure', key, TABLE_LAYOUT.adventureDeck, cards.adventureDeck));
  }
  if (cards.passPile.count > 0) {
    const key = cardTileKeys.pass(cards.passPile.topTitle, cards.passPile.count);
    pieces.push(pile('pile:pass', key, TABLE_LAYOUT.passPile, cards.passPile.count));
  }
  if (cards.failPile.count > 0) {
    const key = cardTileKeys.fail(cards.failPile.topTitle, cards.failPile.count);
    pieces.push(pile('pile:fail', key, TABLE_LAYOUT.failPile, cards.failPile.count));
  }
  const ids = view.tableauIds;
  upgrades.display.slice(0, TABLE_LAYOUT.upgradeDisplay.length).forEach((name, i) => {
    const at = TABLE_LAYOUT.upgradeDisplay[i];
    const key = `upgrade:${ids?.display[i] ?? name}`;
    if (at) pieces.push(pile(key, cardTileKeys.upgrade(name, false), at, 1, 1));
  });
  upgrades.equipped.forEach((name, i) => {
    pieces.push(
      pile(
        `upgrade:${ids?.equipped[i] ?? name}`,
        cardTileKeys.upgrade(name, true),
        TABLE_LAYOUT.equippedUpgrade(i),
        1,
        0.85,
      ),
    );
  });
  view.characters.forEach((c, i) => {
    const key = `character:${ids?.characters[i] ?? c.name}`;
    pieces.push(
      tile(
        key,
        cardTileKeys.character(c.name, c.sacrificed),
        TABLE_LAYOUT.character(i),
        TILE_SIZE,
        0.07,
      ),
    );
  });
  view.treasures.forEach((name, i) => {
    pieces.push(
      tile(
        `treasure:${i}:${ids?.treasures[i] ?? name}`,
        cardTileKeys.treasure(name),
        TABLE_LAYOUT.treasure(i),
        TREASURE_SIZE,
        0.06,
      ),
    );
  });
  // KEEP cards lie face up in a row by the board's edge, in front of the player (issue 27 point 3).
  const keep = cards.keep;
  keep.forEach((card, i) => {
    const piece = pile(
      `keep:${card.cardId}`,
      cardTileKeys.keep(card.cardId, card.title),
      TABLE_LAYOUT.keepCard(i, keep.length),
      1,
      KEEP_SCALE,
    );
    // Where many close up, each lies a hair above the one before it.
    piece.position = [piece.position[0], piece.position[1] + i * 0.004, piece.position[2]];
    pieces.push(piece);
  });
  return pieces;
}
