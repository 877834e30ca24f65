import { describe, expect, test } from 'vitest';
import {
  ADVENTURE,
  CHALLENGES,
  CHARACTERS,
  CORNERS,
  FARRAGUT_CARDS,
  GOLD_ZONES,
  LEAGUES_BONUS,
  LIBERATION,
  LIBERATION_ROW_STARS,
  MAP_SPACES,
  SCIENCE,
  SECTIONS,
  SHANTY,
  TRACK_LENGTH,
  UPGRADES,
  WARFARE,
  ZONE_COUNT,
  zoneOf,
  FARRAGUT_LOSS_ABOVE,
  CHALLENGE_STARS,
  createFlipGame,
} from '../../src/flip/index';
import type { Provenance } from '../../src/flip/index';

function validProvenance(p: Provenance): boolean {
  return p.kind === 'published' ? p.source.length > 0 : p.note.length > 0;
}

describe('board data against the rulebook numbers (seed 002)', () => {
  test('Phase One: Move — the map has 12 zones of 9 spaces', () => {
    expect(ZONE_COUNT).toBe(12);
    expect(MAP_SPACES).toHaveLength(108);
    for (let z = 0; z < 12; z++) {
      expect(MAP_SPACES.filter((_, i) => zoneOf(i) === z)).toHaveLength(9);
    }
  });

  test('Setup — every zone holds exactly one star space to start from', () => {
    for (let z = 0; z < 12; z++) {
      const stars = MAP_SPACES.filter((s, i) => zoneOf(i) === z && s.type === 'stars');
      expect(stars).toHaveLength(1);
    }
  });

  test('Setup — 8 characters, each starting on a 1-star space with resources and an item', () => {
    expect(CHARACTERS).toHaveLength(8);
    expect(new Set(CHARACTERS.map((c) => c.id)).size).toBe(8);
    for (const c of CHARACTERS) {
      const start = MAP_SPACES.find((s, i) => zoneOf(i) === c.startZone && s.type === 'stars');
      expect(start).toEqual({ type: 'stars', stars: 1 });
      expect(Object.values(c.resources).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect(c.item.summary.length).toBeGreaterThan(0);
      expect(validProvenance(c.provenance)).toBe(true);
    }
  });

  test('Phase One: Move — map symbols: stars (1 or 2), damage and anchored bonus actions of all four suits', () => {
    const kinds = new Set<string>(MAP_SPACES.map((s) => (s.type === 'bonus' ? s.suit : s.type)));
    for (const k of ['blank', 'stars', 'damage', 'hearts', 'spades', 'diamonds', 'clubs']) {
      expect(kinds.has(k)).toBe(true);
    }
    expect(MAP_SPACES.some((s) => s.type === 'stars' && s.stars === 2)).toBe(true);
  });

  test('Collect Rewards — exploration rewards sit on zone-border corner points', () => {
    expect(CORNERS.value).toHaveLength(16);
    for (const c of CORNERS.value) {
      expect(['knowledge', 'salvage', 'crew', 'treasure']).toContain(c.reward);
      expect(c.x % 3 === 0 && c.y % 3 === 0).toBe(true);
    }
  });

  test("Farragut's Pursuit — exactly four gold zones", () => {
    expect(new Set(GOLD_ZONES.value).size).toBe(4);
    for (const z of GOLD_ZONES.value) expect(z).toBeGreaterThanOrEqual(0);
    const startZones = CHARACTERS.map((c) => c.startZone);
    expect(GOLD_ZONES.value.some((z) => startZones.includes(z))).toBe(false);
  });

  test("Components — 12 Farragut's Pursuit cards covering all 10 published conditions", () => {
    expect(FARRAGUT_CARDS).toHaveLength(12);
    const keys = FARRAGUT_CARDS.map((c) => JSON.stringify(c.condition));
    expect(new Set(keys).size).toBe(10);
  });

  test("Components — 8 Nemo's Challenge cards, 5 stars first and 2 after", () => {
    expect(CHALLENGES).toHaveLength(8);
    expect(CHALLENGE_STARS.value).toEqual({ first: 5, later: 2 });
  });

  test('Upgrade — 13 upgrades, one per card value A..K, costing salvage and crew', () => {
    expect(UPGRADES.map((u) => u.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(UPGRADES.map((u) => u.name)).toEqual([
      'Skiff',
      'Dredge',
      'Library',
      'Medical Bay',
      'Observation Deck',
      'Chart Room',
      'Ramming Prow',
      'Super Propeller',
      'Laboratory',
      'Armory',
      'Reinforced Hull',
      'Workshop',
      'Serrated Rakers',
    ]);
    for (const u of UPGRADES) {
      expect(u.cost.salvage + u.cost.crew).toBeGreaterThan(0);
      expect(u.provenance.effect.kind).toBe('published');
    }
  });

  test('Science — beakers fill bottom up; the smallest has an ANY level', () => {
    const sizes = [0, 1, 2, 3].map((g) => SCIENCE.slots.filter((s) => s.group === g).length);
    const smallest = sizes.indexOf(Math.min(...sizes));
    const anySlot = SCIENCE.slots.findIndex((s) => s.value === 'any');
    expect(SCIENCE.slots[anySlot]!.group).toBe(smallest);
    expect(SCIENCE.slots[anySlot]!.below).toBeUndefined();
  });

  test('Science example — third beaker: 6 above 5, 6 gives 1 knowledge and a diamonds bonus', () => {
    const third = SCIENCE.slots.map((s, i) => ({ ...s, i })).filter((s) => s.group === 2);
    const six = third.find((s) => s.value === 6)!;
    const five = third.find((s) => s.value === 5)!;
    expect(six.below).toBe(five.i);
    expect(six.reward).toEqual({ knowledge: 1 });
    expect(SCIENCE.edges).toContainEqual({ a: five.i, b: six.i, suit: 'diamonds' });
  });

  test('Warfare example — leftmost ship: 7 in the middle box, a damage crate, 6 stars, diamonds bonus', () => {
    const first = WARFARE.slots.map((s, i) => ({ ...s, i })).filter((s) => s.group === 0);
    expect(first).toHaveLength(3);
    expect(first[1]!.value).toBe(7);
    expect(first[1]!.reward).toEqual({ damage: 1 });
    expect(WARFARE.groupStars[0]).toBe(6);
    expect(WARFARE.edges.some((e) => e.suit === 'diamonds' && (e.a === 1 || e.b === 1))).toBe(true);
  });

  test('Adventure — every lower box sits below two boxes of the row above; example bubble', () => {
    for (const s of ADVENTURE.slots) {
      if (s.group === 0) expect(s.above).toBeUndefined();
      else {
        const [a, b] = s.above!;
        expect(ADVENTURE.slots[a]!.group).toBe(s.group - 1);
        expect(b).toBe(a + 1);
      }
    }
    const lowest = ADVENTURE.slots.filter((s) => s.group === 2);
    expect(lowest.length).toBeGreaterThanOrEqual(3);
    const second = ADVENTURE.slots.map((s, i) => ({ ...s, i })).filter((s) => s.group === 1);
    expect(
      second.some(
        (s) =>
          s.reward.treasure === 1 &&
          ADVENTURE.edges.some((e) => e.suit === 'clubs' && (e.a === s.i || e.b === s.i)),
      ),
    ).toBe(true);
  });

  test('Liberation — 14 buildings, ANY at the bottom right, rows of two; example: 8 in the third row', () => {
    expect(LIBERATION.slots).toHaveLength(14);
    expect(LIBERATION.slots[13]!.value).toBe('any');
    const rows = new Set(LIBERATION.slots.map((s) => s.group));
    expect(rows.size).toBe(7);
    const eight = LIBERATION.slots.findIndex((s) => s.value === 8);
    expect(LIBERATION.slots[eight]!.group).toBe(2);
    expect(LIBERATION.slots[eight]!.reward).toEqual({ crew: 1 });
    expect(
      LIBERATION.edges.some((e) => e.suit === 'spades' && (e.a === eight || e.b === eight)),
    ).toBe(true);
    expect(LIBERATION_ROW_STARS.value[2]).toBe(4);
  });

  test('End of Game — the track leaves room for the leagues example (55-59) and the 95-point Farragut loss', () => {
    expect(TRACK_LENGTH.value).toBeGreaterThan(FARRAGUT_LOSS_ABOVE.value);
    expect(TRACK_LENGTH.value).toBeGreaterThanOrEqual(59);
    expect(LEAGUES_BONUS.value).toEqual({ fewest: 7, middle: 4, most: 0 });
  });

  test('Solo Final Ranking — the published band edges', () => {
    expect(SHANTY.value.score.map((b) => b.min)).toEqual([0, 66, 80, 90]);
    expect(SHANTY.value.treasure.map((b) => b.min)).toEqual([0, 4, 6, 8]);
    expect(SHANTY.value.damage.map((b) => b.min)).toEqual([0, 2, 4, 6]);
  });

  test('every section slot and every designed item carries provenance', () => {
    for (const s of Object.values(SECTIONS)) expect(validProvenance(s.provenance)).toBe(true);
    for (const c of CHALLENGES) expect(validProvenance(c.provenance)).toBe(true);
    for (const c of FARRAGUT_CARDS) expect(validProvenance(c.provenance)).toBe(true);
    for (const u of UPGRADES) expect(validProvenance(u.provenance.cost)).toBe(true);
    for (const d of [TRACK_LENGTH, GOLD_ZONES, CORNERS, LIBERATION_ROW_STARS]) {
      expect(validProvenance(d.provenance)).toBe(true);
    }
  });

  test('Components — 54-card deck: jokers only in solo; 4 phase tokens per player', () => {
    const soloGame = createFlipGame({ seed: 3, players: 1, characters: ['conseil'] });
    const duo = createFlipGame({ seed: 3, players: 2, characters: ['conseil', 'nedLand'] });
    const count = (s: typeof soloGame): number =>
      s.deck.length + s.discard.length + s.boxed.length + s.lineup.length;
    expect(count(soloGame)).toBe(54);
    expect(count(duo)).toBe(52);
    expect([...duo.deck, ...duo.lineup].some((c) => c >= 52)).toBe(false);
  });
});
