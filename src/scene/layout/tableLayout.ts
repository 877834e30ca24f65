import type { Point } from './boardGeometry';

export const CARD_WIDTH = 2.1;
export const CARD_DEPTH = 3;
export const CARD_THICKNESS = 0.012;
export const TILE_SIZE = 1.3;

/** Off-board table positions between the board and the player. */
export const TABLE_LAYOUT = {
  drawPile: { x: -10.6, z: 12.45 },
  adventureDeck: { x: -8.0, z: 12.45 },
  revealedCard: { x: -4.3, z: 12.7 },
  passPile: { x: -0.6, z: 12.45 },
  failPile: { x: 2.0, z: 12.45 },
  upgradeDisplay: [0, 1, 2, 3].map((i) => ({ x: 5.4 + i * 2.35, z: 12.45 })),
  equippedUpgrade: (i: number): Point => ({ x: 5.0 + i * 2.0, z: 15.3 }),
  character: (i: number): Point => ({
    x: -14.9 + (i % 2) * 1.45,
    z: 11.6 + Math.floor(i / 2) * 1.45,
  }),
  treasure: (i: number): Point => ({
    x: -10.9 + (i % 4) * 1.25,
    z: 14.75 + Math.floor(i / 4) * 1.25,
  }),
  /** KEEP cards in a row between the Treasures and the equipped Upgrades; many close up. */
  keepCard: (i: number, count: number): Point => ({
    x: -4.4 + i * (count > 4 ? 6.3 / (count - 1) : 2.1),
    z: 15.3,
  }),
} as const;
