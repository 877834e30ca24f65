import type { OceanId } from '../../core/data/types';
import type { Point } from './boardGeometry';

export interface LandLayout {
  id: string;
  name: string;
  ocean: OceanId;
  at: Point;
}

export const LAND_SIZE = 0.46;

/** Land spaces printed near their coasts, nudged off the Ocean boxes. */
export const LAND_LAYOUT: LandLayout[] = [
  {
    id: 'tientsinMassacre',
    name: 'Tientsin Massacre',
    ocean: 'westernPacific',
    at: { x: -8.3, z: -5.6 },
  },
  {
    id: 'shogunRebellion',
    name: 'Shogun Rebellion',
    ocean: 'westernPacific',
    at: { x: -5.6, z: -5.8 },
  },
  {
    id: 'chineseMigrants',
    name: 'Chinese Migrants',
    ocean: 'westernPacific',
    at: { x: -8.6, z: -3.9 },
  },
  {
    id: 'mexicanIndependence',
    name: 'Mexican Independence',
    ocean: 'northAtlantic',
    at: { x: 4.4, z: -3.8 },
  },
  {
    id: 'cubaPuertoRicoRevolt',
    name: 'Cuba & Puerto Rico Revolt',
    ocean: 'northAtlantic',
    at: { x: 6.6, z: -2.8 },
  },
  { id: 'paraguayanWar', name: 'Paraguayan War', ocean: 'southAtlantic', at: { x: 7.8, z: -0.4 } },
  { id: 'ashantiWars', name: 'Ashanti Wars', ocean: 'southAtlantic', at: { x: 12.9, z: -2.4 } },
  {
    id: 'livingstonesExpedition',
    name: "Livingstone's Expedition",
    ocean: 'southAtlantic',
    at: { x: 14.6, z: -1.5 },
  },
  {
    id: 'fenianTroubles',
    name: 'Fenian Troubles',
    ocean: 'europeanSeas',
    at: { x: 12.3, z: -7.6 },
  },
  {
    id: 'spanishRevolution',
    name: 'Spanish Revolution',
    ocean: 'europeanSeas',
    at: { x: 11.6, z: -3.4 },
  },
  {
    id: 'abyssiniaAtWar',
    name: 'Abyssinia at War',
    ocean: 'indianOcean',
    at: { x: -15.1, z: -2.8 },
  },
  {
    id: 'selangorCivilWar',
    name: 'Selangor Civil War',
    ocean: 'indianOcean',
    at: { x: -9.9, z: -2.4 },
  },
  {
    id: 'maoriResistance',
    name: 'Maori Resistance',
    ocean: 'southPacific',
    at: { x: -2.6, z: 1.5 },
  },
  {
    id: 'kamehamehasHawaii',
    name: "Kamehameha's Hawaii",
    ocean: 'centralPacific',
    at: { x: -0.4, z: -4.6 },
  },
  { id: 'diamondMines', name: 'Diamond Mines', ocean: 'capeOfGoodHope', at: { x: 14.9, z: 0.3 } },
];
