import { OCEAN_IDS, type OceanId } from '../../core/data';
import type { BoardView, OceanView } from './boardView';
import { OCEAN_CAPACITY } from './oceanCapacity';

function emptyOcean(id: OceanId): OceanView {
  return {
    slots: Array.from({ length: OCEAN_CAPACITY[id] }, () => ({ kind: 'empty' as const })),
    gemstones: 0,
    squadrons: [],
    adventureToken: false,
  };
}

export function emptyBoardView(): BoardView {
  const oceans = Object.fromEntries(OCEAN_IDS.map((id) => [id, emptyOcean(id)])) as Record<
    OceanId,
    OceanView
  >;
  return {
    nautilus: null,
    oceans,
    lands: [],
    notoriety: { value: 0, waitingGroups: [], blackDieWaiting: false },
    resources: {
      positions: { nemo: 6, crew: 10, hull: 10 },
      exerted: { nemo: false, crew: false, hull: false },
    },
    actionPoints: { nautilus: 0, imperialist: null },
    tonnage: [[], [], [], [], [], []],
    salvage: [],
    cards: {
      drawPile: 0,
      adventureDeck: 0,
      adventureGemstones: 0,
      passPile: { count: 0, topTitle: null },
      failPile: { count: 0, topTitle: null },
      revealed: null,
      keep: [],
    },
    upgrades: { display: [], equipped: [] },
    characters: [],
    treasures: [],
    selectable: { oceans: [], ships: [], cards: [] },
    imperialist: null,
    suezOpen: false,
  };
}
