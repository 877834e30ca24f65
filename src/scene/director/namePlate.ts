import type { OceanId } from '../../core/data';
import { OCEAN_LAYOUT, printedOceanName } from '../layout/boardLayout';

/** The plate's letters fill this share of its height (36 px type on a 64 px label). */
const TYPE_SHARE = 36 / 64;
/** Just off the board, over the printed name (the plate is drawn over every piece anyway). */
const PLATE_Y = 0.05;

/** Where the plate's middle stands: on the Ocean's printed name, which it covers. */
export function namePlateAnchor(id: OceanId): [number, number, number] {
  const { x, z } = printedOceanName(OCEAN_LAYOUT[id]);
  return [x, PLATE_Y, z];
}

/** World units of the plate's height: its letters as tall as the printed ones. */
export function namePlateHeight(id: OceanId): number {
  return printedOceanName(OCEAN_LAYOUT[id]).size / TYPE_SHARE;
}

/** About how wide the plate is, in world units (the printed line and the label's margins). */
export function namePlateWidth(id: OceanId): number {
  const height = namePlateHeight(id);
  return printedOceanName(OCEAN_LAYOUT[id]).width + (44 / 64) * height;
}
