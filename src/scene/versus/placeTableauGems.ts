import type { ImperialistView } from '../../state/table/boardView';
import type { Piece } from '../pieces/Piece';
import { GEM_BOXES, GEM_SPACING, TABLE_TOP, type GemBox } from './versusLayout';

const GEM = 0.3;
const GEM_COLOURS = ['#d0213d', '#1f9ad6', '#2bbf6a', '#f2f2ff'];
/** At most this many gemstones are drawn in one box; more would not fit. */
export const GEMS_PER_BOX = 16;

/** The Imperialist's gemstones: free ones, committed ones set apart, and those on Salvage. */
export function placeTableauGems(imperialist: ImperialistView): Piece[] {
  const counts: Record<GemBox, number> = {
    free: imperialist.gems,
    committed: imperialist.committed,
    salvage: imperialist.salvageGems,
  };
  const pieces: Piece[] = [];
  for (const kind of ['free', 'committed', 'salvage'] as const) {
    const box = GEM_BOXES[kind];
    const columns = Math.max(1, Math.floor((box.w - 0.2) / GEM_SPACING));
    const left = box.x - ((columns - 1) * GEM_SPACING) / 2;
    const top = box.z - box.d / 2 + 0.7;
    for (let i = 0; i < Math.min(counts[kind], GEMS_PER_BOX); i++) {
      const row = Math.floor(i / columns);
      pieces.push({
        key: `versus-gem:${kind}:${i}`,
        position: [
          left + (i % columns) * GEM_SPACING,
          TABLE_TOP + GEM / 2,
          top + row * GEM_SPACING,
        ],
        scale: [GEM, GEM * 1.1, GEM],
        rotationY: 0.4 + i * 0.9,
        colour: GEM_COLOURS[i % GEM_COLOURS.length],
      });
    }
  }
  return pieces;
}
