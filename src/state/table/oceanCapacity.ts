import { MAJOR_OCEANS_BY_DIE, OCEANS, OCEAN_IDS, type OceanId } from '../../core/data';

export const OCEAN_CAPACITY = Object.fromEntries(
  OCEAN_IDS.map((id) => [id, OCEANS[id].capacity]),
) as Record<OceanId, number>;

/** Major Oceans in placement-die order (1–6), which is also the Tonnage column order. */
export const MAJOR_OCEANS: readonly OceanId[] = MAJOR_OCEANS_BY_DIE;
