import { useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import type { BoardView } from '../state/table/boardView';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { i18n } from '../i18n/i18n';
import type { AtlasTile, TileRect } from './atlas/TileAtlas';
import {
  drawCardBack,
  drawCharacterTile,
  drawPileTop,
  drawRevealedCard,
  drawTreasureToken,
  drawUpgradeCard,
} from './atlas/drawCard';
import { InstancedPieces } from './pieces/InstancedPieces';
import { createTokenGeometry } from './pieces/tokenGeometry';
import { useTiledPieces, type TiledLook } from './pieces/useTiledPieces';
import { cardTileKeys, placeCards, tableItemOfKey } from './placement/placeCards';
import { hoverTableItemAtom, pinTableItemAtom } from '../state/table/tableItem';
import { pagePoint } from './pagePoint';
import { screenBoxesOf } from './screenBoxesOf';

const TILE_W = 256;
const TILE_H = 366;
const LOOK: TiledLook = {
  capacity: 96,
  grid: { cols: 8, rows: 6, tileW: TILE_W, tileH: TILE_H },
  geometry: createTokenGeometry,
  surface: { roughness: 0.8, metalness: 0 },
};

type Draw = AtlasTile['draw'];

/** Square pieces use the top square of their tile. */
const SQUARE_PREFIXES = ['character:', 'treasure:'];

function cardTiles(view: BoardView): AtlasTile[] {
  const { cards, upgrades } = view;
  const tiles: [string, Draw][] = [
    [
      cardTileKeys.drawPile(cards.drawPile),
      (c, w, h) => drawCardBack(c, i18n.t('table.drawPile'), cards.drawPile, w, h),
    ],
    [
      cardTileKeys.adventureDeck(cards.adventureDeck),
      (c, w, h) => drawCardBack(c, i18n.t('table.adventure'), cards.adventureDeck, w, h),
    ],
    [
      cardTileKeys.pass(cards.passPile.topTitle, cards.passPile.count),
      (c, w, h) => drawPileTop(c, 'pass', cards.passPile.topTitle, cards.passPile.count, w, h),
    ],
    [
      cardTileKeys.fail(cards.failPile.topTitle, cards.failPile.count),
      (c, w, h) => drawPileTop(c, 'fail', cards.failPile.topTitle, cards.failPile.count, w, h),
    ],
    ...upgrades.display.map((n): [string, Draw] => [
      cardTileKeys.upgrade(n, false),
      (c, w, h) => drawUpgradeCard(c, n, false, w, h),
    ]),
    ...upgrades.equipped.map((n): [string, Draw] => [
      cardTileKeys.upgrade(n, true),
      (c, w, h) => drawUpgradeCard(c, n, true, w, h),
    ]),
    ...view.characters.map((ch): [string, Draw] => [
      cardTileKeys.character(ch.name, ch.sacrificed),
      (c, w) => drawCharacterTile(c, ch.name, ch.sacrificed, w, w),
    ]),
    ...view.treasures.map((n): [string, Draw] => [
      cardTileKeys.treasure(n),
      (c, w) => drawTreasureToken(c, n, w, w),
    ]),
    ...cards.keep.map((card): [string, Draw] => [
      cardTileKeys.keep(card.cardId, card.fromPack ? `${card.title}:pack` : card.title),
      (c, w, h) => drawRevealedCard(c, card, w, h),
    ]),
  ];
  const unique = new Map(tiles.map(([key, draw]) => [key, { key, draw }]));
  return [...unique.values()];
}

/** Square pieces show the top square of their card-shaped tile. */
function tileOfPiece(rect: TileRect, tileKey: string): TileRect {
  if (!SQUARE_PREFIXES.some((prefix) => tileKey.startsWith(prefix))) return rect;
  const [u0, v0, su, sv] = rect;
  const share = TILE_W / TILE_H;
  return [u0, v0 + sv * (1 - share), su, sv * share];
}

const interactive = (key: string) => tableItemOfKey(key) !== null;

/**
 * Card piles, Upgrade cards, Character tiles, Treasure tokens and KEEP cards, in one draw call.
 * Hovering a piece of the tableau opens its info card; a click or a tap pins it (issue 27).
 */
export function CardPiles() {
  const view = useAtomValue(boardViewAtom);
  const hover = useSetAtom(hoverTableItemAtom);
  const pin = useSetAtom(pinTableItemAtom);
  const camera = useThree((s) => s.camera);
  const canvas = useThree((s) => s.gl.domElement);
  const scene = useThree((s) => s.scene);
  const tiles = useMemo(() => cardTiles(view), [view]);
  const placed = useMemo(() => placeCards(view), [view]);
  const tiled = useTiledPieces(LOOK, placed, tiles, tileOfPiece);
  const { pieces } = tiled;
  const itemAt = (key: string) => {
    const item = tableItemOfKey(key);
    const piece = pieces.find((p) => p.key === key);
    if (!item || !piece) return null;
    // Every card and tile on the table near the player, which the info card keeps clear of.
    const boxes = screenBoxesOf(scene, camera, canvas, 'card-piles');
    return { ...item, ...pagePoint(camera, canvas, piece.position), pieces: boxes };
  };
  return (
    <InstancedPieces
      name="card-piles"
      {...tiled}
      castShadow
      receiveShadow
      isInteractive={interactive}
      onPieceHover={(key) => hover(key === null ? null : itemAt(key))}
      onPieceClick={(key) => {
        const item = itemAt(key);
        if (item) pin(item);
      }}
    />
  );
}
