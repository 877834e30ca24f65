import { useThree } from '@react-three/fiber';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { MeshStandardMaterial } from 'three';
import type { BoardView } from '../state/boardView';
import { boardViewAtom } from '../state/boardViewAtom';
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
import { useAtlas } from './atlas/useAtlas';
import { InstancedPieces } from './pieces/InstancedPieces';
import { withInstanceTiles } from './pieces/instanceTileMaterial';
import { createTokenGeometry } from './pieces/tokenGeometry';
import { cardTileKeys, placeCards, tableItemOfKey } from './placement/placeCards';
import { hoverTableItemAtom, pinTableItemAtom } from '../state/tableItem';
import { pagePoint } from './pagePoint';

const CAPACITY = 96;
const TILE_W = 256;
const TILE_H = 366;
const GRID = { cols: 8, rows: 6, tileW: TILE_W, tileH: TILE_H };

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
      cardTileKeys.keep(card.cardId, card.title),
      (c, w, h) => drawRevealedCard(c, card, w, h),
    ]),
  ];
  const unique = new Map(tiles.map(([key, draw]) => [key, { key, draw }]));
  return [...unique.values()];
}

function squareTop(rect: TileRect): TileRect {
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
  const geometry = useMemo(() => createTokenGeometry(CAPACITY), []);
  const material = useMemo(
    () => withInstanceTiles(new MeshStandardMaterial({ roughness: 0.8, metalness: 0 })),
    [],
  );
  const tiles = useMemo(() => cardTiles(view), [view]);
  const rectOf = useAtlas(tiles, GRID, material);
  const pieces = useMemo(
    () =>
      placeCards(view).map(({ tileKey, ...p }) => {
        const rect = rectOf(tileKey);
        const square = SQUARE_PREFIXES.some((prefix) => tileKey.startsWith(prefix));
        return { ...p, tile: square ? squareTop(rect) : rect };
      }),
    [view, rectOf],
  );
  const itemAt = (key: string) => {
    const item = tableItemOfKey(key);
    const piece = pieces.find((p) => p.key === key);
    if (!item || !piece) return null;
    return { ...item, ...pagePoint(camera, canvas, piece.position) };
  };
  return (
    <InstancedPieces
      name="card-piles"
      pieces={pieces}
      geometry={geometry}
      material={material}
      capacity={CAPACITY}
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
