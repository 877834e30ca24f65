import type { Provenance } from './provenance';
import { designed, published } from './provenance';

export type Suit = 'hearts' | 'spades' | 'diamonds' | 'clubs';
export const SUITS: readonly Suit[] = ['hearts', 'spades', 'diamonds', 'clubs'];

export type Resource = 'knowledge' | 'salvage' | 'crew' | 'treasure';
export const RESOURCES: readonly Resource[] = ['knowledge', 'salvage', 'crew', 'treasure'];

/** What a space, crate, bubble, rooftop or beaker level hands out. */
export interface Reward {
  knowledge?: number;
  salvage?: number;
  crew?: number;
  treasure?: number;
  damage?: number;
  stars?: number;
}

export interface Sourced<T> {
  value: T;
  provenance: Provenance;
}

// ---------------------------------------------------------------- track

/** Notoriety (clockwise) and leagues (counter-clockwise) share one numbered track. */
export const TRACK_LENGTH: Sourced<number> = {
  value: 100,
  provenance: designed(
    'Rulebook gives leagues positions 55-59 in its example and a Farragut loss above 95 on the same track; 100 spaces fits both.',
  ),
};

export const STARTING_STARS: Sourced<number> = {
  value: 1,
  provenance: published('Setup: the first star on the track starts circled'),
};

// ---------------------------------------------------------------- map

export const MAP_COLUMNS = 12;
export const MAP_ROWS = 9;
export const ZONE_SIZE = 3;
export const ZONE_COLUMNS = MAP_COLUMNS / ZONE_SIZE;

export type SpaceKind =
  | { type: 'blank' }
  | { type: 'stars'; stars: 1 | 2 }
  | { type: 'damage' }
  | { type: 'bonus'; suit: Suit };

/**
 * Legend: `.` blank, `1`/`2` stars, `x` damage, `H` `S` `D` `C` anchored bonus action.
 * Zones are 3x3 blocks, numbered left to right, top to bottom (4 across, 3 down).
 */
export const MAP_ROWS_TEXT: Sourced<readonly string[]> = {
  value: [
    '..xx...D....',
    '.1..2S.1.x1C',
    'H....xx.....',
    '.x.S....x..C',
    'D2..1x.1.x2.',
    '..x....H...x',
    'x...C.H.....',
    '.1..1..2xS1.',
    '..D..xx...x.',
  ],
  provenance: designed(
    '12 zones x 9 spaces as published; each zone has one star space, one or two damage and one anchored bonus; each suit appears three times; gold zones hold a 2-star space.',
  ),
};

export const MAP_SHAPE: Provenance = published('Phase One: Move (12 zones of 9 spaces)');

const SUIT_LETTERS: Record<string, Suit> = { H: 'hearts', S: 'spades', D: 'diamonds', C: 'clubs' };

function parseSpace(ch: string): SpaceKind {
  if (ch === '.') return { type: 'blank' };
  if (ch === '1' || ch === '2') return { type: 'stars', stars: ch === '1' ? 1 : 2 };
  if (ch === 'x') return { type: 'damage' };
  const suit = SUIT_LETTERS[ch];
  if (!suit) throw new Error(`board data: unknown map symbol ${ch}`);
  return { type: 'bonus', suit };
}

export const MAP_SPACES: readonly SpaceKind[] = MAP_ROWS_TEXT.value.flatMap((row) =>
  [...row].map(parseSpace),
);

export function spaceX(space: number): number {
  return space % MAP_COLUMNS;
}

export function spaceY(space: number): number {
  return Math.floor(space / MAP_COLUMNS);
}

export function spaceAt(x: number, y: number): number {
  return y * MAP_COLUMNS + x;
}

export function zoneOf(space: number): number {
  return (
    Math.floor(spaceY(space) / ZONE_SIZE) * ZONE_COLUMNS + Math.floor(spaceX(space) / ZONE_SIZE)
  );
}

export const ZONE_COUNT = 12;

/** The four zones highlighted in gold (Farragut's Pursuit). */
export const GOLD_ZONES: Sourced<readonly number[]> = {
  value: [1, 4, 7, 10],
  provenance: designed('One gold zone in each map column, none of them a starting zone.'),
};

/**
 * Exploration rewards sit on the corner points where zone borders meet. A corner is a lattice
 * point (x, y) in space units, x in 0..12 and y in 0..9.
 */
export interface CornerDef {
  x: number;
  y: number;
  reward: Resource;
}

function buildCorners(): CornerDef[] {
  const points: { x: number; y: number }[] = [];
  const seen = new Set<string>();
  const add = (x: number, y: number): void => {
    const key = `${x},${y}`;
    if (seen.has(key)) return;
    seen.add(key);
    points.push({ x, y });
  };
  for (let y = 0; y <= MAP_ROWS; y += ZONE_SIZE) {
    for (let x = 0; x <= MAP_COLUMNS; x += ZONE_SIZE) {
      const onVertical = x > 0 && x < MAP_COLUMNS;
      const onHorizontal = y > 0 && y < MAP_ROWS;
      if (onVertical || onHorizontal) add(x, y);
    }
  }
  const cycle: Resource[] = ['knowledge', 'salvage', 'crew', 'treasure'];
  return points.map((p, i) => ({ ...p, reward: cycle[i % cycle.length]! }));
}

export const CORNERS: Sourced<readonly CornerDef[]> = {
  value: buildCorners(),
  provenance: designed(
    'One reward on each of the 16 corner points of the zone borders, cycling knowledge, salvage, crew, treasure.',
  ),
};

export function cornerIndex(x: number, y: number): number {
  return CORNERS.value.findIndex((c) => c.x === x && c.y === y);
}

// ---------------------------------------------------------------- sections

export type SectionId = 'science' | 'warfare' | 'adventure' | 'liberation';
export const SECTION_OF_SUIT: Record<Suit, SectionId> = {
  hearts: 'science',
  spades: 'warfare',
  diamonds: 'adventure',
  clubs: 'liberation',
};
export const SUIT_OF_SECTION: Record<SectionId, Suit> = {
  science: 'hearts',
  warfare: 'spades',
  adventure: 'diamonds',
  liberation: 'clubs',
};

/** A fill-able slot: beaker level, box below a ship, ocean box or building. */
export interface SlotDef {
  /** Required card value (1 = Ace ... 13 = King); 'any' takes every value; 'written' records the value. */
  value: number | 'any' | 'written';
  reward: Reward;
  /** Beaker, ship or row the slot belongs to. */
  group: number;
  /** Science: the level below, which must be filled first. */
  below?: number;
  /** Adventure: the two boxes above, which must hold higher values. */
  above?: readonly [number, number];
}

export interface EdgeBonus {
  a: number;
  b: number;
  suit: Suit;
}

export interface SectionDef {
  id: SectionId;
  suit: Suit;
  slots: readonly SlotDef[];
  /** Stars for completing each group (beaker, ship, row). Liberation uses rowStars instead. */
  groupStars: readonly number[];
  edges: readonly EdgeBonus[];
  provenance: Provenance;
}

const k = (n = 1): Reward => ({ knowledge: n });
const s = (n = 1): Reward => ({ salvage: n });
const c = (n = 1): Reward => ({ crew: n });
const t = (n = 1): Reward => ({ treasure: n });
const dmg: Reward = { damage: 1 };
const star: Reward = { stars: 1 };
const none: Reward = {};

function beakers(levels: readonly (readonly [number | 'any', Reward])[][]): SlotDef[] {
  const slots: SlotDef[] = [];
  levels.forEach((beaker, group) => {
    beaker.forEach(([value, reward], level) => {
      const slot: SlotDef = { value, reward, group };
      if (level > 0) slot.below = slots.length - 1;
      slots.push(slot);
    });
  });
  return slots;
}

export const SCIENCE: SectionDef = {
  id: 'science',
  suit: 'hearts',
  slots: beakers([
    [
      ['any', k()],
      [3, star],
    ],
    [
      [1, k()],
      [4, k()],
      [7, star],
    ],
    [
      [2, k()],
      [5, k()],
      [6, k()],
      [9, star],
    ],
    [
      [8, k()],
      [10, k()],
      [11, k(2)],
      [12, star],
      [13, star],
    ],
  ]),
  groupStars: [2, 4, 6, 9],
  edges: [
    { a: 0, b: 1, suit: 'spades' },
    { a: 2, b: 3, suit: 'clubs' },
    { a: 6, b: 7, suit: 'diamonds' },
    { a: 10, b: 11, suit: 'hearts' },
    { a: 12, b: 13, suit: 'spades' },
  ],
  provenance: designed(
    'Four beakers of 2-5 levels; each card value once plus the smallest level marked ANY. The third beaker has 5 below 6, 6 gives 1 knowledge and a diamonds bonus sits between them, as in the rulebook example.',
  ),
};

function ships(list: readonly (readonly [number, Reward])[][]): SlotDef[] {
  return list.flatMap((boxes, group) => boxes.map(([value, reward]) => ({ value, reward, group })));
}

export const WARFARE: SectionDef = {
  id: 'warfare',
  suit: 'spades',
  slots: ships([
    [
      [5, s()],
      [7, dmg],
      [9, s()],
    ],
    [
      [2, s()],
      [4, s()],
      [6, dmg],
    ],
    [
      [1, s()],
      [3, dmg],
      [8, s(2)],
      [10, s()],
    ],
    [
      [3, s()],
      [11, dmg],
      [12, s()],
      [13, s(2)],
    ],
  ]),
  groupStars: [6, 6, 9, 9],
  edges: [
    { a: 1, b: 2, suit: 'diamonds' },
    { a: 3, b: 4, suit: 'hearts' },
    { a: 7, b: 8, suit: 'clubs' },
    { a: 8, b: 9, suit: 'diamonds' },
    { a: 12, b: 13, suit: 'hearts' },
  ],
  provenance: designed(
    'Four ships with 3-4 boxes. The leftmost ship has 7 in its middle box with a damage crate, 6 stars and a diamonds bonus beside it, as in the rulebook example.',
  ),
};

function ocean(rows: readonly Reward[][]): SlotDef[] {
  const slots: SlotDef[] = [];
  let rowStart = 0;
  rows.forEach((row, group) => {
    const prevStart = rowStart - (rows[group - 1]?.length ?? 0);
    row.forEach((reward, i) => {
      const slot: SlotDef = { value: 'written', reward, group };
      if (group > 0) slot.above = [prevStart + i, prevStart + i + 1];
      slots.push(slot);
    });
    rowStart += row.length;
  });
  return slots;
}

export const ADVENTURE: SectionDef = {
  id: 'adventure',
  suit: 'diamonds',
  slots: ocean([
    [t(), dmg, t(), none, t()],
    [dmg, t(), t(), dmg],
    [t(2), dmg, t(2)],
  ]),
  groupStars: [4, 8, 12],
  edges: [
    { a: 0, b: 1, suit: 'spades' },
    { a: 3, b: 4, suit: 'hearts' },
    { a: 6, b: 7, suit: 'clubs' },
    { a: 9, b: 10, suit: 'hearts' },
    { a: 10, b: 11, suit: 'spades' },
  ],
  provenance: designed(
    'Ocean of 5 surface boxes, then 4, then 3; each lower box sits below two boxes. The second row holds a treasure bubble with a clubs bonus, as in the rulebook example.',
  ),
};

function village(rows: readonly (readonly [number | 'any', Reward])[][]): SlotDef[] {
  return rows.flatMap((row, group) => row.map(([value, reward]) => ({ value, reward, group })));
}

export const LIBERATION: SectionDef = {
  id: 'liberation',
  suit: 'clubs',
  slots: village([
    [
      [1, c()],
      [6, c()],
    ],
    [
      [2, dmg],
      [7, c()],
    ],
    [
      [3, c()],
      [8, c()],
    ],
    [
      [4, c()],
      [9, dmg],
    ],
    [
      [5, c()],
      [10, c()],
    ],
    [
      [11, dmg],
      [12, c(2)],
    ],
    [
      [13, c()],
      ['any', c()],
    ],
  ]),
  groupStars: [],
  edges: [
    { a: 0, b: 2, suit: 'diamonds' },
    { a: 6, b: 8, suit: 'hearts' },
    { a: 10, b: 12, suit: 'spades' },
    { a: 3, b: 5, suit: 'spades' },
    { a: 9, b: 11, suit: 'diamonds' },
  ],
  provenance: designed(
    '14 buildings in 7 rows of two (published count), every value once plus ANY at the bottom right. The 8 building is in the third row, gives 1 crew and a spades bonus with the 7 above it, as in the rulebook example.',
  ),
};

/** Completing a village row crosses out the leftmost remaining reward. */
export const LIBERATION_ROW_STARS: Sourced<readonly number[]> = {
  value: [2, 3, 4, 5, 6, 7, 8],
  provenance: designed(
    'Rising rewards; the third completed row scores 4 as in the rulebook example.',
  ),
};

export const SECTIONS: Record<SectionId, SectionDef> = {
  science: SCIENCE,
  warfare: WARFARE,
  adventure: ADVENTURE,
  liberation: LIBERATION,
};
export const SECTION_IDS: readonly SectionId[] = ['science', 'warfare', 'adventure', 'liberation'];
