import type { Difficulty, LandSpace, LinkKind, Ocean, OceanId, Provenance } from './types';

const REF_MAP: Provenance = {
  kind: 'published',
  source: 'reference §2.1–2.2 (S1 oceans.json; die numbers S11; capacities S13)',
};

/** Hidden Ship markers on the highlighted (Normal) spaces; easy/hard per seed 001 Setup. */
const hidden = (normal: number, delta: Partial<Record<'easy' | 'hard', number>> = {}) =>
  ({
    easy: normal + (delta.easy ?? 0),
    normal,
    hard: normal + (delta.hard ?? 0),
  }) satisfies Record<Difficulty, number>;

const land = <const Id extends string>(
  id: Id,
  name: string,
  ocean: OceanId,
  provenance: Provenance = REF_MAP,
) => ({ id, name, ocean, provenance }) satisfies LandSpace<Id>;

const LAND_LIST = [
  land('tientsinMassacre', 'Tientsin Massacre', 'westernPacific'),
  land('shogunRebellion', 'Shogun Rebellion', 'westernPacific'),
  land('chineseMigrants', 'Chinese Migrants', 'westernPacific'),
  land('mexicanIndependence', 'Mexican Independence', 'northAtlantic'),
  land('cubaPuertoRicoRevolt', 'Cuba & Puerto Rico Revolt', 'northAtlantic'),
  land('paraguayanWar', 'Paraguayan War', 'southAtlantic'),
  land('ashantiWars', 'Ashanti Wars', 'southAtlantic'),
  land('livingstonesExpedition', "Livingstone's Expedition", 'southAtlantic'),
  land('fenianTroubles', 'Fenian Troubles', 'europeanSeas'),
  land('spanishRevolution', 'Spanish Revolution', 'europeanSeas'),
  land('abyssiniaAtWar', 'Abyssinia at War', 'indianOcean'),
  land('selangorCivilWar', 'Selangor Civil War', 'indianOcean'),
  land('maoriResistance', 'Maori Resistance', 'southPacific'),
  land('kamehamehasHawaii', "Kamehameha's Hawaii", 'centralPacific'),
  land('modocWar', 'Modoc War', 'pacificCoast', {
    kind: 'designed',
    note: 'S1 repeats "Kamehameha\'s Hawaii" here (reference §14.6); the slot is kept with a period uprising of the North American Pacific coast (1872–73). See DECISIONS.md.',
  }),
  land('diamondMines', 'Diamond Mines', 'capeOfGoodHope'),
];
export const LANDS: LandSpace[] = LAND_LIST;
/** A Land space's id. */
export type LandId = (typeof LAND_LIST)[number]['id'];

type LinkSpec = [OceanId, OceanId, LinkKind];

/** Each undirected link once; OCEANS[x].links is derived, so links are symmetric by construction. */
export const OCEAN_LINKS: readonly LinkSpec[] = [
  ['westernPacific', 'indianOcean', 'solid'],
  ['westernPacific', 'arcticOcean', 'solid'],
  ['westernPacific', 'centralPacific', 'solid'],
  // S1 lists this solid from Western Pacific and dotted from South Pacific: we choose solid (DECISIONS.md).
  ['westernPacific', 'southPacific', 'solid'],
  ['westernPacific', 'pacificCoast', 'dotted'],
  ['easternPacific', 'centralPacific', 'solid'],
  ['easternPacific', 'southPacific', 'solid'],
  ['easternPacific', 'capeHorn', 'solid'],
  ['northAtlantic', 'arcticOcean', 'solid'],
  ['northAtlantic', 'southAtlantic', 'solid'],
  ['northAtlantic', 'europeanSeas', 'solid'],
  ['northAtlantic', 'pacificCoast', 'dotted'],
  ['southAtlantic', 'capeHorn', 'solid'],
  ['southAtlantic', 'capeOfGoodHope', 'solid'],
  // The Arabian Tunnel: dotted (placement only) unless the Keep card opens it for the Nautilus.
  ['europeanSeas', 'indianOcean', 'dotted'],
  ['indianOcean', 'capeOfGoodHope', 'solid'],
  ['southPacific', 'centralPacific', 'solid'],
  ['centralPacific', 'pacificCoast', 'solid'],
  ['pacificCoast', 'arcticOcean', 'solid'],
];

/** Card #22 "The Arabian Tunnel" lets the Nautilus use this dotted link (INFERRED, reference §2.2). */
export const ARABIAN_TUNNEL = { a: 'europeanSeas', b: 'indianOcean' } as const satisfies {
  a: OceanId;
  b: OceanId;
};

/** Imperialist variant map changes (seed 000 §7). */
export const IMPERIALIST_MAP_CHANGES = {
  /** Surface forces treat these links as dotted (no Northwest Passage). */
  arcticIce: [
    { a: 'westernPacific', b: 'arcticOcean' },
    { a: 'pacificCoast', b: 'arcticOcean' },
  ],
  /** In Act III the Imperialist may move Squadrons and Ships along this link. */
  suezCanal: { a: 'europeanSeas', b: 'indianOcean', fromAct: 3 },
} as const satisfies {
  arcticIce: readonly { a: OceanId; b: OceanId }[];
  suezCanal: { a: OceanId; b: OceanId; fromAct: number };
};

interface OceanSpec {
  id: OceanId;
  name: string;
  die: Ocean['die'];
  capacity: number;
  hiddenShipsAtStart: Record<Difficulty, number>;
  provenance?: Provenance;
}

const SPECS: OceanSpec[] = [
  {
    id: 'westernPacific',
    name: 'Western Pacific',
    die: 1,
    capacity: 4,
    hiddenShipsAtStart: hidden(2, { easy: -1 }),
  },
  {
    id: 'easternPacific',
    name: 'Eastern Pacific',
    die: 2,
    capacity: 4,
    hiddenShipsAtStart: hidden(1, { hard: 1 }),
  },
  {
    id: 'northAtlantic',
    name: 'North Atlantic',
    die: 3,
    capacity: 4,
    hiddenShipsAtStart: hidden(2, { easy: -1 }),
  },
  {
    id: 'southAtlantic',
    name: 'South Atlantic',
    die: 4,
    capacity: 3,
    hiddenShipsAtStart: hidden(1, { hard: 1 }),
  },
  {
    id: 'europeanSeas',
    name: 'European Seas',
    die: 5,
    capacity: 4,
    hiddenShipsAtStart: hidden(3, { easy: -1 }),
  },
  {
    id: 'indianOcean',
    name: 'Indian Ocean',
    die: 6,
    capacity: 3,
    hiddenShipsAtStart: hidden(1, { hard: 1 }),
  },
  {
    id: 'southPacific',
    name: 'South Pacific',
    die: null,
    capacity: 1,
    hiddenShipsAtStart: hidden(1),
  },
  {
    id: 'centralPacific',
    name: 'Central Pacific',
    die: null,
    capacity: 2,
    hiddenShipsAtStart: hidden(0),
  },
  {
    id: 'pacificCoast',
    name: 'Pacific Coast',
    die: null,
    capacity: 1,
    hiddenShipsAtStart: hidden(1),
  },
  {
    id: 'arcticOcean',
    name: 'Arctic Ocean',
    die: null,
    capacity: 1,
    hiddenShipsAtStart: hidden(0),
  },
  { id: 'capeHorn', name: 'Cape Horn', die: null, capacity: 1, hiddenShipsAtStart: hidden(0) },
  {
    id: 'capeOfGoodHope',
    name: 'Cape of Good Hope',
    die: null,
    capacity: 1,
    hiddenShipsAtStart: hidden(0),
  },
];

function linksOf(id: OceanId): Ocean['links'] {
  const out: Ocean['links'] = [];
  for (const [a, b, kind] of OCEAN_LINKS) {
    if (a === id) out.push({ to: b, kind });
    else if (b === id) out.push({ to: a, kind });
  }
  return out;
}

const MAJOR_IDS = new Set(SPECS.filter((s) => s.die !== null).map((s) => s.id));

function buildOceans(): Record<OceanId, Ocean> {
  const out = {} as Record<OceanId, Ocean>;
  for (const spec of SPECS) {
    const links = linksOf(spec.id);
    out[spec.id] = {
      id: spec.id,
      name: spec.name,
      die: spec.die,
      capacity: spec.capacity,
      hiddenShipsAtStart: spec.hiddenShipsAtStart,
      landIds: LANDS.filter((l) => l.ocean === spec.id).map((l) => l.id),
      links,
      // A Major Ocean scores in its own column; a transitional Ocean in any Major Ocean it is
      // connected to by any line (solid or dotted): seed 001 Combat, "connected Major Ocean".
      tonnageColumns:
        spec.die !== null ? [spec.id] : links.map((l) => l.to).filter((o) => MAJOR_IDS.has(o)),
      provenance: spec.provenance ?? REF_MAP,
    };
  }
  return out;
}

export const OCEANS: Record<OceanId, Ocean> = buildOceans();

/** Major Ocean ids in placement-die order (index 0 = die 1). */
export const MAJOR_OCEANS_BY_DIE: readonly OceanId[] = SPECS.filter((s) => s.die !== null)
  .sort((x, y) => (x.die ?? 0) - (y.die ?? 0))
  .map((s) => s.id);

/** Gemstone on each Major Ocean at setup (seed 001). */
export const GEMSTONES_AT_START_PER_MAJOR_OCEAN = 1;
