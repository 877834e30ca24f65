import { LANDS, type OceanId } from '../../core/data';
import type { Point } from './boardGeometry';

export interface LandLayout {
  id: string;
  name: string;
  ocean: OceanId;
  at: Point;
}

export const LAND_SIZE = 0.46;

/** Land spaces printed near their coasts, nudged off the Ocean boxes. */
const LAND_POSITIONS: Record<string, Point> = {
  tientsinMassacre: { x: -8.3, z: -5.6 },
  shogunRebellion: { x: -5.6, z: -5.8 },
  chineseMigrants: { x: -8.6, z: -3.9 },
  mexicanIndependence: { x: 4.4, z: -3.8 },
  cubaPuertoRicoRevolt: { x: 6.6, z: -2.8 },
  paraguayanWar: { x: 7.8, z: -0.4 },
  ashantiWars: { x: 12.9, z: -2.4 },
  livingstonesExpedition: { x: 14.6, z: -1.5 },
  fenianTroubles: { x: 12.3, z: -7.6 },
  spanishRevolution: { x: 11.6, z: -3.4 },
  abyssiniaAtWar: { x: -15.1, z: -2.8 },
  selangorCivilWar: { x: -9.9, z: -2.4 },
  maoriResistance: { x: -2.6, z: 1.5 },
  kamehamehasHawaii: { x: -0.4, z: -4.6 },
  modocWar: { x: 4.3, z: -6.5 },
  diamondMines: { x: 14.9, z: 0.3 },
};

export const LAND_LAYOUT: LandLayout[] = LANDS.flatMap((land) => {
  const at = LAND_POSITIONS[land.id];
  return at ? [{ id: land.id, name: land.name, ocean: land.ocean, at }] : [];
});
