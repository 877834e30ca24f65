import type { Vec3 } from '../pieces/Piece';
import { SHEET_H, SHEET_W } from './flipBoardLayout';

/** The sheet on the table, in world units (x right, z towards the player). */
export const SHEET_SIZE = { w: 24, d: (24 * SHEET_H) / SHEET_W };

export const CARD = { w: 2.3, d: 3.22, t: 0.03 };
export const SMALL_CARD = { w: 1.75, d: 2.45, t: 0.03 };

const ROW_Z = -SHEET_SIZE.d / 2 - CARD.d / 2 - 0.45;

export const DECK_SPOT: Vec3 = [-10.4, 0, ROW_Z];

export function lineupSpot(index: number): Vec3 {
  return [-7.4 + index * 2.65, 0, ROW_Z];
}

export const DISCARD_SPOT: Vec3 = [0.7, 0, ROW_Z];
export const FARRAGUT_DECK_SPOT: Vec3 = [3.7, 0, ROW_Z];

/** Farragut's lineup fans out right of his deck; met cards slide up. */
export function farragutSpot(index: number, met: boolean): Vec3 {
  return [5.9 + index * 1.25, 0.004 * index, ROW_Z + 0.35 - (met ? 0.7 : 0)];
}

/** Nemo's Challenge cards down the left of the sheet. */
export function challengeSpot(index: number): Vec3 {
  return [-SHEET_SIZE.w / 2 - 1.35, 0.02, -SHEET_SIZE.d / 2 + 1.3 + index * (SMALL_CARD.d + 0.35)];
}

/** The character card (item side) below the challenges. */
export const CHARACTER_SPOT: Vec3 = [-SHEET_SIZE.w / 2 - 1.35, 0, 2.3];

export const TOKEN = { r: 0.42, h: 0.14 };

/** A seat's phase token on a lineup card: seats side by side, phases stacked up the card. */
export function tokenSpot(cardIndex: number, seat: number, seats: number): Vec3 {
  const [x, , z] = lineupSpot(cardIndex);
  const spread = (seat - (seats - 1) / 2) * 0.7;
  return [x + spread, CARD.t + TOKEN.h / 2 + 0.01, z + CARD.d / 2 - 0.55];
}
