import type { BandId, Provenance, ResourceId } from './types';

export type ActionId = 'rest' | 'repair' | 'refit' | 'search' | 'incite';

export type ActionEffect =
  | { kind: 'gain'; resource: ResourceId; amount: number }
  | { kind: 'lose'; resource: ResourceId; amount: number }
  /** Lose `amount` of one resource of the player's choice among `resources`. */
  | { kind: 'loseOneOf'; resources: ResourceId[]; amount: number }
  | { kind: 'notoriety'; amount: number }
  | { kind: 'drawTreasure'; amount: number }
  | { kind: 'discardTreasure'; amount: number }
  | { kind: 'gainUpgrade'; costModifier: number }
  | { kind: 'placeUprising'; amount: number };

export interface ActionResultRow {
  /** Inclusive modified-total band; null = open end. */
  min: number | null;
  max: number | null;
  /** The row's result name (the `band` message ids of the core's text). */
  band: BandId;
  pass: boolean;
  /** Red title: exerted resources are lost even on a pass (seed 001 Tests). */
  red: boolean;
  effects: ActionEffect[];
  provenance: Provenance;
}

/** DRM sources that apply to a test (keys interpreted by the rules core). */
export type DrmSource =
  | 'exert'
  | 'anyRevealedWarship'
  | 'perRevealedShip'
  | 'perRevealedShipAndOceanUprising'
  | 'piracyHiddenShips'
  | 'cardsAndUpgrades'
  | 'spendTreasure';

export interface ActionTable {
  id: ActionId;
  name: string;
  exert: ResourceId[];
  /** Most resources that may be exerted for one test. */
  maxExert: number;
  drms: DrmSource[];
  rows: ActionResultRow[];
  provenance: Provenance;
}

const SRC_TABLE: Provenance = {
  kind: 'published',
  source: 'reference §6.2 (S1 ResultTable.tsx; table headers preferred over code, §14.1)',
};
const RED_NOTE =
  'Band, name and effect from reference §6.2; the red title on the 7–8 "pass with a catch" row is our inference (seed 001 Tests mentions red titles).';

type RowSpec = [BandId, boolean, boolean, ActionEffect[]];

const BANDS: [number | null, number | null][] = [
  [null, 2],
  [3, 6],
  [7, 8],
  [9, 11],
  [12, null],
];

function rows(specs: RowSpec[], provenance: Provenance): ActionResultRow[] {
  return specs.map(([band, pass, red, effects], i) => {
    const [min, max] = BANDS[i] ?? [null, null];
    return {
      min,
      max,
      band,
      pass,
      red,
      effects,
      provenance:
        red && provenance.kind === 'published' ? { kind: 'designed', note: RED_NOTE } : provenance,
    };
  });
}

const gain = (resource: ResourceId, amount: number): ActionEffect => ({
  kind: 'gain',
  resource,
  amount,
});
const lose = (resource: ResourceId, amount: number): ActionEffect => ({
  kind: 'lose',
  resource,
  amount,
});
const notoriety = (amount: number): ActionEffect => ({ kind: 'notoriety', amount });

const DESIGNED_REFIT: Provenance = {
  kind: 'designed',
  note: 'Refit row NOT FOUND; designed on the shared bands. Expensive (discard 1 Treasure) is from seed 001.',
};
const DESIGNED_INCITE: Provenance = {
  kind: 'designed',
  note: 'Incite row NOT FOUND; designed on the shared bands. Success places a cube and lowers Notoriety (seed 001); amounts designed.',
};

/** Common test DRMs (seed 001 Tests): exert, revealed Warship −1, Piracy Hidden Ships −1, cards. */
export const ACTION_TABLES: Record<ActionId, ActionTable> = {
  rest: {
    id: 'rest',
    name: 'Rest',
    exert: ['nemo', 'hull'],
    maxExert: 2,
    drms: ['exert', 'anyRevealedWarship', 'piracyHiddenShips', 'cardsAndUpgrades', 'spendTreasure'],
    rows: rows(
      [
        ['desertion', false, false, [lose('crew', 1)]],
        ['battleDrill', false, false, []],
        ['suspected', true, true, [gain('crew', 1), notoriety(1)]],
        ['recreation', true, false, [gain('crew', 1)]],
        ['recruitSailors', true, false, [gain('crew', 2)]],
      ],
      SRC_TABLE,
    ),
    provenance: SRC_TABLE,
  },
  repair: {
    id: 'repair',
    name: 'Repair',
    exert: ['nemo', 'crew'],
    maxExert: 2,
    drms: ['exert', 'anyRevealedWarship', 'piracyHiddenShips', 'cardsAndUpgrades', 'spendTreasure'],
    rows: rows(
      [
        ['damage', false, false, [lose('hull', 1)]],
        ['lackOfParts', false, false, []],
        ['expensive', true, true, [gain('hull', 1), { kind: 'discardTreasure', amount: 1 }]],
        ['regularMaintenance', true, false, [gain('hull', 1)]],
        ['recruitTeams', true, false, [gain('hull', 2)]],
      ],
      SRC_TABLE,
    ),
    provenance: SRC_TABLE,
  },
  search: {
    id: 'search',
    name: 'Search',
    exert: ['nemo', 'crew', 'hull'],
    maxExert: 1,
    drms: ['exert', 'perRevealedShip', 'piracyHiddenShips', 'cardsAndUpgrades'],
    rows: rows(
      [
        ['calamity', false, false, [lose('crew', 1), lose('hull', 1)]],
        ['danger', false, false, [{ kind: 'loseOneOf', resources: ['crew', 'hull'], amount: 1 }]],
        ['suspected', true, true, [{ kind: 'drawTreasure', amount: 1 }, notoriety(1)]],
        ['success', true, false, [{ kind: 'drawTreasure', amount: 1 }]],
        ['eureka', true, false, [{ kind: 'drawTreasure', amount: 2 }]],
      ],
      SRC_TABLE,
    ),
    provenance: SRC_TABLE,
  },
  refit: {
    id: 'refit',
    name: 'Refit',
    exert: ['nemo', 'crew'],
    maxExert: 2,
    drms: ['exert', 'anyRevealedWarship', 'piracyHiddenShips', 'cardsAndUpgrades', 'spendTreasure'],
    rows: rows(
      [
        ['sabotage', false, false, [lose('hull', 1)]],
        ['delays', false, false, []],
        [
          'expensive',
          true,
          true,
          [
            { kind: 'gainUpgrade', costModifier: 0 },
            { kind: 'discardTreasure', amount: 1 },
          ],
        ],
        ['refitted', true, false, [{ kind: 'gainUpgrade', costModifier: 0 }]],
        ['ingenious', true, false, [{ kind: 'gainUpgrade', costModifier: -1 }]],
      ],
      DESIGNED_REFIT,
    ),
    provenance: DESIGNED_REFIT,
  },
  incite: {
    id: 'incite',
    name: 'Incite',
    exert: ['nemo', 'crew'],
    maxExert: 2,
    drms: [
      'exert',
      'perRevealedShipAndOceanUprising',
      'piracyHiddenShips',
      'cardsAndUpgrades',
      'spendTreasure',
    ],
    rows: rows(
      [
        ['betrayed', false, false, [lose('crew', 1), notoriety(2)]],
        ['unheeded', false, false, []],
        ['informers', true, true, [{ kind: 'placeUprising', amount: 1 }, notoriety(-1)]],
        ['unrest', true, false, [{ kind: 'placeUprising', amount: 1 }, notoriety(-2)]],
        ['revolution', true, false, [{ kind: 'placeUprising', amount: 1 }, notoriety(-3)]],
      ],
      DESIGNED_INCITE,
    ),
    provenance: DESIGNED_INCITE,
  },
};

/** The row for a modified total (a natural 2 always fails: use the ≤2 row). */
export function actionResult(action: ActionId, total: number, snakeEyes = false): ActionResultRow {
  const table = ACTION_TABLES[action];
  const row = snakeEyes
    ? table.rows[0]
    : table.rows.find(
        (r) => (r.min === null || total >= r.min) && (r.max === null || total <= r.max),
      );
  if (!row) throw new Error(`no ${action} row for total ${total}`);
  return row;
}

/** Action Point costs (seed 001 Action Phase); every action costs 1 AP on a Lull Turn. */
export const ACTION_COSTS = {
  adventure: 2,
  attack: 1,
  incite: 1,
  move: 1,
  rest: 2,
  repair: 2,
  refit: 2,
  search: 1,
  torpedo: 0,
  diplomacy: 0,
} as const;
export const LULL_ACTION_COST = 1;

/** Hit location on 1d6 (reference §6.3): 1 Nemo, 2–3 Crew, 4–6 Hull. */
export const HIT_LOCATION: Record<1 | 2 | 3 | 4 | 5 | 6, ResourceId> = {
  1: 'nemo',
  2: 'crew',
  3: 'crew',
  4: 'hull',
  5: 'hull',
  6: 'hull',
};

/** Torpedo / Diplomacy attack targets per die (seed 001 Attack). */
export const SPECIAL_ATTACK = {
  torpedo: { dice: 2, diceAfterMiss: 1, nonWarship: 5, warship: 6 },
  diplomacy: { dice: 2, diceAfterMiss: 1, nonWarship: 5, warship: 6, warshipFiresWith: 3 },
} as const;

/** Imperialist Hunt test (seed 000 §7): Imperialist passes by rolling under 7. */
export const HUNT_TEST = {
  target: 7,
  nautilusUpgradesPlus1: ['crystallineSensors', 'hydroDrive', 'periscopeDevice'],
  perWarshipInOcean: -1,
} as const;

/** Imperialist Squadron strengths (seed 000 §7). */
export const SQUADRON = { attack: 7, defense: 9 } as const;
