import type { SquadronColour } from '../../state/table/boardView';
import { BOARD_DEPTH, type Point, type Rect } from '../layout/boardGeometry';
import { actionPointCell } from '../layout/trackLayout';

/** The table top, one board thickness below the board surface (Table.tsx). */
export const TABLE_TOP = -0.078;

/** The Imperialist Tableau: a mat on the table beyond the Notoriety track (seed 000 §7). */
export const TABLEAU_MAT: Rect = { x: 0, z: -BOARD_DEPTH / 2 - 1.85, w: 24, d: 3.3 };
export const TABLEAU_HEADER_Z = TABLEAU_MAT.z - TABLEAU_MAT.d / 2 + 0.3;

export const AID_CARD = { w: 1.6, d: 2.28, thickness: 0.02 } as const;
const ROW_Z = TABLEAU_MAT.z + 0.12;
export const AID_CARDS: Point[] = [0, 1, 2, 3].map((i) => ({ x: -10.9 + i * 1.85, z: ROW_Z }));

export const SQUADRON_BERTHS: Record<SquadronColour, Point & { label: string }> = {
  blue: { x: -3.0, z: ROW_Z - 0.15, label: 'Blue Squadron' },
  green: { x: -0.9, z: ROW_Z - 0.15, label: 'Green Squadron' },
};
export const SQUADRON_BERTH_RADIUS = 0.75;

export type GemBox = 'free' | 'committed' | 'salvage';
const BOX_Z = ROW_Z;
const BOX_D = 2.2;
export const GEM_BOXES: Record<GemBox, Rect & { label: string }> = {
  free: { x: 2.2, z: BOX_Z, w: 3.6, d: BOX_D, label: 'Gemstones' },
  committed: { x: 6.0, z: BOX_Z, w: 3.4, d: BOX_D, label: 'Committed · next turn' },
  salvage: { x: 9.6, z: BOX_Z, w: 3.2, d: BOX_D, label: 'On Salvage' },
};
export const GEM_SPACING = 0.46;

/** The Imperialist AP disc shares its track with the Nautilus disc, sitting on it when equal. */
export function imperialistApPosition(ap: number, nautilusAp: number): [number, number, number] {
  const at = actionPointCell(ap);
  const stacked = ap === nautilusAp;
  return [
    at.x + (stacked ? 0.1 : 0),
    AP_DISC.height / 2 + (stacked ? 0.1 : 0),
    at.z + (stacked ? 0.1 : 0),
  ];
}
export const AP_DISC = { radius: 0.25, height: 0.1, colour: '#b01e23' } as const;
