import type { OceanId } from '../../core/data/types';
import { OCEAN_LAYOUT } from '../layout/boardLayout';

/** How high an Ocean close-up's name plate floats: above the tallest masthead on its ships. */
export const NAME_PLATE_Y = 1.2;
/** World units of the plate's height. */
export const NAME_PLATE_HEIGHT = 0.34;

/** Where the plate's foot stands: over the middle of the Ocean's printed name. */
export function namePlateAnchor(id: OceanId): [number, number, number] {
  const header = OCEAN_LAYOUT[id].header;
  return [header.x, NAME_PLATE_Y, header.z];
}

/** About how wide the plate is, in world units (serif capitals, with its rounded ends). */
export function namePlateWidth(id: OceanId): number {
  return OCEAN_LAYOUT[id].name.length * NAME_PLATE_HEIGHT * 0.6 + NAME_PLATE_HEIGHT;
}
