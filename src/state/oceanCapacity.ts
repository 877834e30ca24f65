import type { OceanId } from '../core/data/types';

export const OCEAN_CAPACITY: Record<OceanId, number> = {
  westernPacific: 4,
  easternPacific: 4,
  northAtlantic: 4,
  southAtlantic: 3,
  europeanSeas: 4,
  indianOcean: 3,
  southPacific: 1,
  centralPacific: 2,
  pacificCoast: 1,
  arcticOcean: 1,
  capeHorn: 1,
  capeOfGoodHope: 1,
};

export const MAJOR_OCEANS = [
  'westernPacific',
  'easternPacific',
  'northAtlantic',
  'southAtlantic',
  'europeanSeas',
  'indianOcean',
] as const satisfies readonly OceanId[];
