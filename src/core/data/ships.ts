import type {
  Provenance,
  ShipColour,
  ShipGroup,
  ShipGroupEntry,
  ShipSide,
  ShipToken,
  VpValues,
} from './types';

const SRC_WHITE: Provenance = {
  kind: 'published',
  source: 'reference §3.2 (S1 ships.json, group A / gray back J); gains §3.4',
};
const SRC_COLOURED: Provenance = {
  kind: 'published',
  source: 'reference §3.3 (S1 ships.json, groups B–H / purple back I); gains §3.4',
};

type Gain = ShipSide['gain'];

// [name, nation, class, def, notoriety, nwVp, gain?, extraVp?]
type WhiteRow = [string, string, string, number, number, number, Gain?, VpValues?];
// [name, nation, class, atk, def, notoriety, wVp]
type GrayRow = [string, string, string, number, number, number, number];

const TREASURE_1: Gain = { kind: 'treasure', amount: 1 };

const WHITE: [WhiteRow, GrayRow][] = [
  [
    ['Agamemnon', 'British', 'Freighter Ship', 8, 1, 2],
    ['Dictator', 'American', 'Ironclad Warship', 7, 10, 1, 2],
  ],
  [
    ['Alfred', 'British', 'Passenger Ship', 9, 1, 2],
    ['Agincourt', 'British', 'Armored Frigate Warship', 6, 10, 1, 2],
  ],
  [
    ['America', 'American', 'Freighter Ship', 10, 2, 3],
    ['Lancaster', 'American', 'Frigate Warship', 6, 9, 0, 0],
  ],
  [
    ['Ariel', 'British', 'Clipper Ship', 9, 1, 2],
    ['Minotaur', 'British', 'Armored Frigate Warship', 6, 10, 1, 1],
  ],
  [
    ['Britannia', 'American', 'Freighter Ship', 10, 2, 3],
    ['Delaware', 'American', 'Frigate Warship', 6, 9, 0, 0],
  ],
  [
    ['Chance', 'British', 'Passenger Ship', 10, 2, 3],
    ['Bristol', 'French', 'Frigate Warship', 6, 9, 0, 0],
  ],
  [
    ['City of Adelaide', 'British', 'Mail Ship', 8, 2, 2],
    ['Ertugrul', 'Ottoman', 'Frigate Warship', 6, 9, 0, 0],
  ],
  [
    ['Clyde', 'British', 'Freighter Ship', 7, 2, 1],
    ['Wivern', 'British', 'Ironclad Warship', 7, 10, 1, 2],
  ],
  [
    ['Cutty Sark', 'British', 'Clipper Ship', 9, 1, 2],
    ['La Couronne', 'French', 'Armored Frigate Warship', 6, 10, 1, 1],
  ],
  [
    ['Donau', 'Russian', 'Passenger Ship', 8, 0, 1],
    ['Danmark', 'Danish', 'Ironclad Warship', 7, 10, 1, 2],
  ],
  [
    ['Ellen Southard', 'American', 'Freighter Ship', 10, 2, 3],
    ['Tennessee', 'American', 'Frigate Warship', 6, 9, 1, 0],
  ],
  [
    ['Fulmar', 'British', 'Freighter Ship', 9, 1, 2],
    ['Black Prince', 'British', 'Armored Frigate Warship', 6, 10, 1, 1],
  ],
  [
    ['Gange', 'French', 'Whaler Ship', 8, 1, 1, TREASURE_1],
    ['Marengo', 'French', 'Ironclad Warship', 7, 10, 1, 2],
  ],
  [
    ['General Grant', 'American', 'Freighter Ship', 8, 1, 2],
    ['Monadnock', 'American', 'Armored Frigate Warship', 6, 10, 1, 1],
  ],
  [
    ['Hannah More', 'British', 'Passenger Ship', 8, 0, 1],
    ['Independencia', 'Peruvian', 'Ironclad Warship', 7, 10, 1, 2],
  ],
  [
    ['Jumna', 'Norwegian', 'Slaver Ship', 7, 0, 0],
    ['Minin', 'Russian', 'Ironclad Warship', 7, 10, 1, 2],
  ],
  [
    ['Mary Celeste', 'British', 'Ghost Ship', 7, 0, 0, undefined, { wonder: 1 }],
    ['Re de Portogallo', 'Italian', 'Ironclad Warship', 7, 10, 1, 2],
  ],
  [
    ['Napoleon III', 'French', 'Passenger Ship', 8, 0, 1],
    ['Redoubtable', 'French', 'Armored Frigate Warship', 6, 10, 1, 1],
  ],
  [
    ['Pequod', 'American', 'Whaler Ship', 9, 1, 1, { kind: 'nemo', amount: 1 }],
    ['Suffren', 'French', 'Ironclad Warship', 7, 10, 1, 2],
  ],
  [
    ['Rhone', 'British', 'Mail Ship', 7, 1, 1],
    ['Warrior', 'British', 'Armored Frigate Warship', 6, 10, 1, 1],
  ],
  [
    ['Royal Adelaide', 'British', 'Freighter Ship', 10, 2, 3],
    ['Ister', 'British', 'Frigate Warship', 6, 9, 0, 0],
  ],
  [
    ['Scotia', 'British', 'Freighter Ship', 10, 2, 3],
    ['Pensacola', 'American', 'Frigate Warship', 6, 9, 0, 0],
  ],
  [
    ['Star of India', 'British', 'Passenger Ship', 10, 3, 4],
    ['Inconstant', 'British', 'Frigate Warship', 6, 9, 0, 0],
  ],
  [
    ['Syria', 'British', 'Slaver Ship', 7, 0, 0, { kind: 'crew', amount: 1 }],
    ['Enterprise', 'British', 'Ironclad Warship', 7, 10, 1, 2],
  ],
  [
    ['Taeping', 'British', 'Clipper Ship', 9, 1, 2],
    ['Normandie', 'French', 'Armored Frigate Warship', 6, 10, 1, 1],
  ],
  [
    ['Taitsing', 'British', 'Clipper Ship', 9, 1, 2],
    ['Gloire', 'French', 'Armored Frigate Warship', 6, 10, 1, 1],
  ],
  [
    ['Thermopylae', 'British', 'Mail Ship', 8, 2, 2],
    ['Endymion', 'British', 'Frigate Warship', 6, 9, 1, 0],
  ],
  [
    ['Triumph', 'British', 'Whaler Ship', 8, 1, 1, TREASURE_1],
    ['Ocean', 'French', 'Ironclad Warship', 7, 9, 1, 2],
  ],
  [
    ['Tynwald', 'British', 'Mail Ship', 9, 3, 3],
    ['Undaunted', 'British', 'Frigate Warship', 6, 9, 0, 0],
  ],
  [
    ['Zeeland', 'British', 'Passenger Ship', 9, 1, 2],
    ['Achilles', 'British', 'Armored Frigate Warship', 6, 10, 1, 1],
  ],
];

// [group, name, nation, class, atk, def, notoriety, vp, purple overrides]
type ColouredRow = [
  ShipGroup,
  string,
  string | null,
  string,
  number,
  number,
  number,
  VpValues,
  Partial<Omit<ShipSide, 'colour' | 'warship'>>,
];

const PIRATE = { nation: null, shipClass: 'Pirate Warship' } as const;

const COLOURED: ColouredRow[] = [
  ['B', 'Abraham Lincoln', 'American', 'Frigate Warship', 6, 9, 0, { warship: 0 }, { attack: 7 }],
  ['B', 'Arapiles', 'Spanish', 'Armored Frigate Warship', 6, 10, 1, { warship: 1 }, { attack: 7 }],
  ['B', 'Belliqueuse', 'French', 'Ironclad Warship', 7, 10, 1, { warship: 2 }, { attack: 8 }],
  [
    'B',
    'Ferdinand Max',
    'Austrian',
    'Ironclad Warship',
    7,
    10,
    1,
    { warship: 2 },
    { attack: 10, vp: { warship: 3 } },
  ],
  ['B', 'Fujiyama', 'Japanese', 'Frigate Warship', 6, 9, 0, { warship: 0 }, { attack: 7 }],
  ['B', 'Giuseppe Garibaldi', 'Italian', 'Frigate Warship', 6, 9, 0, { warship: 0 }, { attack: 7 }],
  [
    'B',
    'Huascar',
    'Peruvian',
    'Ironclad Warship',
    7,
    10,
    1,
    { warship: 2 },
    { ...PIRATE, attack: 6, defense: 8, vp: { warship: 0 }, gain: { kind: 'crew', amount: 1 } },
  ],
  ['B', 'Jylland', 'Danish', 'Armored Frigate Warship', 6, 10, 1, { warship: 1 }, { attack: 7 }],
  ['B', 'Lord Clyde', 'British', 'Ironclad Warship', 7, 10, 1, { warship: 2 }, { attack: 8 }],
  ['B', 'Royal Sovereign', 'British', 'Ironside Warship', 8, 10, 2, { warship: 3 }, { attack: 9 }],
  ['B', 'Ryujo', 'Japanese', 'Ironclad Warship', 7, 10, 1, { warship: 2 }, { attack: 8 }],
  [
    'B',
    'Sea Serpent',
    null,
    'Monster',
    10,
    11,
    0,
    { warship: 5, science: 1 },
    { name: 'Sea Serpent & Baby', attack: 12, defense: 10, vp: { warship: 7, science: 1 } },
  ],
  // Purple Notoriety is 0 (a real 0: S1's flip code wrongly fell back to 2, reference §14.2).
  [
    'B',
    'Shenandoah',
    'Confederate States',
    'Raider Warship',
    8,
    9,
    2,
    { warship: 1 },
    {
      ...PIRATE,
      attack: 6,
      defense: 8,
      notoriety: 0,
      vp: { warship: 0 },
      gain: { kind: 'crew', amount: 1 },
    },
  ],
  ['B', 'Thémis', 'French', 'Armored Frigate Warship', 6, 10, 1, { warship: 1 }, { attack: 7 }],
  ['D', 'Bellerophon', 'British', 'Battleship', 10, 12, 2, { warship: 5 }, { attack: 12 }],
  ['D', 'Idaho', 'American', 'Steam Cruiser Warship', 9, 9, 1, { warship: 2 }, { attack: 10 }],
  ['D', 'Repulse', 'British', 'Capital Warship', 8, 11, 2, { warship: 4 }, { attack: 10 }],
  ['D', 'Victoria', 'British', 'Capital Warship', 8, 11, 2, { warship: 4 }, { attack: 10 }],
  ['E', 'Friedrich Carl', 'German', 'Battleship', 10, 12, 2, { warship: 5 }, { attack: 11 }],
  ['E', 'Kniaz Pozharsky', 'Russian', 'Battleship', 10, 12, 2, { warship: 5 }, { attack: 11 }],
  ['E', 'La France', 'French', 'Airship', 9, 12, 1, { warship: 5, science: 1 }, { attack: 12 }],
  ['E', 'Moshun', 'Japanese', 'Capital Warship', 8, 11, 2, { warship: 4 }, { attack: 9 }],
  ['C', 'Borda', 'French', 'Capital Warship', 8, 11, 2, { warship: 4 }, { attack: 9 }],
  ['C', 'Buffel', 'Dutch', 'Ram Warship', 8, 9, 1, { warship: 2 }, { attack: 10 }],
  ['C', 'Kōtetsu', 'Japanese', 'Ironclad Warship', 7, 10, 1, { warship: 2 }, { attack: 8 }],
  ['C', 'Numancia', 'Spanish', 'Ironclad Warship', 7, 10, 1, { warship: 2 }, { attack: 8 }],
  ['F', 'Captain', 'British', 'Capital Warship', 8, 9, 2, { warship: 4 }, { attack: 10 }],
  ['F', 'Hercules', 'British', 'Capital Warship', 8, 11, 2, { warship: 4 }, { attack: 10 }],
  ['F', 'König Wilhelm', 'German', 'Capital Warship', 8, 11, 2, { warship: 4 }, { attack: 9 }],
  ['F', 'Prince Albert', 'British', 'Ironside Warship', 8, 10, 2, { warship: 3 }, { attack: 10 }],
  ['G', 'Audacious', 'British', 'Battleship', 10, 13, 3, { warship: 7 }, { attack: 12 }],
  [
    'G',
    'Devastation',
    'British',
    'Ironside Warship',
    9,
    11,
    2,
    { warship: 4 },
    { attack: 11, defense: 12, vp: { warship: 5 } },
  ],
  ['G', 'Invincible', 'British', 'Battleship', 10, 13, 3, { warship: 7 }, { attack: 12 }],
  [
    'G',
    'Monarch',
    'British',
    'Ironside Warship',
    9,
    11,
    2,
    { warship: 4 },
    { attack: 11, defense: 12, vp: { warship: 5 } },
  ],
  ['G', 'Omaha', 'American', 'Ironside Warship', 9, 11, 2, { warship: 4 }, { attack: 10 }],
  ['G', 'Sinop', 'Russian', 'Capital Warship', 8, 11, 2, { warship: 4 }, { attack: 9 }],
  ['G', 'Zealous', 'British', 'Ironside Warship', 9, 11, 2, { warship: 4 }, { attack: 11 }],
  ['H', 'Cerberus', 'British', 'Capital Warship', 8, 10, 1, { warship: 3 }, { attack: 10 }],
  ['H', 'Glasgow', 'British', 'Frigate Warship', 6, 9, 0, { warship: 0 }, { attack: 8 }],
];

/** Front colour of each group; every B–H token has a purple back, every A token a gray back. */
export const SHIP_GROUP_COLOUR: Record<ShipGroup, ShipColour> = {
  A: 'white',
  B: 'lightYellow',
  C: 'darkYellow',
  D: 'blue',
  E: 'green',
  F: 'orange',
  G: 'red',
  H: 'black',
};

function whiteToken(id: number, [w, g]: [WhiteRow, GrayRow]): ShipToken {
  const [name, nation, shipClass, defense, notoriety, nwVp, gain, extraVp] = w;
  const front: ShipSide = {
    name,
    nation,
    shipClass,
    colour: 'white',
    warship: false,
    attack: null,
    defense,
    notoriety,
    vp: { nonWarship: nwVp, ...extraVp },
    ...(gain ? { gain } : {}),
  };
  const [bName, bNation, bClass, atk, def, bNot, wVp] = g;
  const back: ShipSide = {
    name: bName,
    nation: bNation,
    shipClass: bClass,
    colour: 'gray',
    warship: true,
    attack: atk,
    defense: def,
    notoriety: bNot,
    vp: { warship: wVp },
  };
  return { id, group: 'A', front, back, provenance: SRC_WHITE };
}

function colouredToken(id: number, row: ColouredRow): ShipToken {
  const [group, name, nation, shipClass, attack, defense, notoriety, vp, purple] = row;
  const front: ShipSide = {
    name,
    nation,
    shipClass,
    colour: SHIP_GROUP_COLOUR[group],
    warship: true,
    attack,
    defense,
    notoriety,
    vp,
  };
  const back: ShipSide = { ...front, ...purple, colour: 'purple', warship: true };
  return { id, group, front, back, provenance: SRC_COLOURED };
}

export const SHIPS: ShipToken[] = [
  ...WHITE.map((pair, i) => whiteToken(i, pair)),
  ...COLOURED.map((row, i) => colouredToken(WHITE.length + i, row)),
];

export const SHIP_GROUP_COUNTS: Record<ShipGroup, number> = {
  A: 30,
  B: 14,
  C: 4,
  D: 4,
  E: 4,
  F: 4,
  G: 7,
  H: 2,
};

/**
 * When each group enters the Ship bag. Notoriety spaces: easy = 3 boxes to the right,
 * hard = 3 boxes to the left (seed 001 Setup); D = blue at 14, E = green at 26 (seed 004).
 */
export const SHIP_GROUP_ENTRY: Record<ShipGroup, ShipGroupEntry> = {
  A: { when: 'setup', provenance: { kind: 'published', source: 'seed 001 Setup; seed 004 ④' } },
  B: { when: 'setup', provenance: { kind: 'published', source: 'seed 001 Setup; seed 004 ④' } },
  C: {
    when: 'card',
    cardIds: ['INT1'],
    provenance: {
      kind: 'published',
      source: 'reference §3.1, §12.2 (First Intermission adds Dark Yellow)',
    },
  },
  D: {
    when: 'notoriety',
    space: { easy: 17, normal: 14, hard: 11 },
    provenance: { kind: 'published', source: 'seed 004 (blue at 14); seed 001 Setup (±3 boxes)' },
  },
  E: {
    when: 'notoriety',
    space: { easy: 29, normal: 26, hard: 23 },
    provenance: { kind: 'published', source: 'seed 004 (green at 26); seed 001 Setup (±3 boxes)' },
  },
  F: {
    when: 'card',
    cardIds: ['INT2'],
    provenance: {
      kind: 'published',
      source: 'reference §3.1, §12.2 (Second Intermission adds Orange)',
    },
  },
  G: {
    when: 'card',
    cardIds: ['RISE'],
    provenance: {
      kind: 'designed',
      note: 'Trigger NOT FOUND; the Rising Action card (A Hollow Explosion) adds the Red group.',
    },
  },
  H: {
    when: 'card',
    cardIds: ['E23', 'E38'],
    provenance: {
      kind: 'designed',
      note: 'Which cards add the Black group is NOT FOUND; we use Commerce Scare! (E23) and A Capital Encounter (E38).',
    },
  },
};

/** Groups whose tokens wait faceup above the Tonnage track until their trigger (seed 001). */
export const SHIP_GROUPS_ABOVE_TONNAGE: readonly ShipGroup[] = ['H', 'C', 'F', 'G'];
/** Groups that wait on the Notoriety track (seed 001). */
export const SHIP_GROUPS_ON_NOTORIETY: readonly ShipGroup[] = ['D', 'E'];
