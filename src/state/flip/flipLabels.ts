import {
  CHALLENGES,
  CORNERS,
  MAP_COLUMNS,
  MAP_ROWS,
  MAP_SPACES,
  SECTIONS,
  UPGRADES,
  cardRank,
  cardSuit,
  isJoker,
  rankLabel,
  spaceX,
  spaceY,
  zoneOf,
} from '../../flip';
import type { Item, SectionId, Suit } from '../../flip';
import type { FlipTarget } from './flipTarget';

export const SUIT_SYMBOL: Record<Suit, string> = {
  hearts: '♥',
  spades: '♠',
  diamonds: '♦',
  clubs: '♣',
};

export const SECTION_NAME: Record<SectionId, string> = {
  science: 'Science',
  warfare: 'Warfare',
  adventure: 'Adventure',
  liberation: 'Liberation',
};

export const ITEM_NAME: Record<Item, string> = {
  knowledge: 'knowledge',
  salvage: 'salvage',
  crew: 'crew',
  treasure: 'treasure',
  damage: 'damage',
};

export const COLUMN_LETTERS = 'ABCDEFGHIJKL';

export function cardName(card: number): string {
  if (isJoker(card)) return 'Joker';
  return `${rankLabel(cardRank(card))}${SUIT_SYMBOL[cardSuit(card)]}`;
}

export function valueName(value: number): string {
  return rankLabel(value);
}

/** A map space as printed on the board's edges: column letter, row number. */
export function spaceName(space: number): string {
  return `${COLUMN_LETTERS[spaceX(space)] ?? '?'}${spaceY(space) + 1}`;
}

export function spaceDetail(space: number): string {
  const kind = MAP_SPACES[space];
  const what =
    kind?.type === 'stars'
      ? `${kind.stars}★`
      : kind?.type === 'damage'
        ? 'damage'
        : kind?.type === 'bonus'
          ? `${SUIT_SYMBOL[kind.suit]} bonus`
          : 'blank';
  return `${spaceName(space)} (zone ${zoneOf(space) + 1}, ${what})`;
}

export function cornerName(corner: number): string {
  const c = CORNERS.value[corner];
  if (!c) return `corner ${corner}`;
  const col =
    c.x === 0
      ? 'left edge'
      : c.x === MAP_COLUMNS
        ? 'right edge'
        : `${COLUMN_LETTERS[c.x - 1]}|${COLUMN_LETTERS[c.x]}`;
  const row = c.y === 0 ? 'top edge' : c.y === MAP_ROWS ? 'bottom edge' : `${c.y}|${c.y + 1}`;
  return `${c.reward} at the corner ${col}, ${row}`;
}

export function groupName(section: SectionId, group: number): string {
  switch (section) {
    case 'science':
      return `beaker ${group + 1}`;
    case 'warfare':
      return `ship ${group + 1}`;
    case 'adventure':
      return `ocean row ${group + 1}`;
    case 'liberation':
      return `village row ${group + 1}`;
  }
}

/** A section space in words: "beaker 3, level 2 (5)", "ship 1, box 7", "building 8". */
export function slotName(section: SectionId, slot: number): string {
  const def = SECTIONS[section].slots[slot];
  if (!def) return `${section} ${slot}`;
  const printed = def.value === 'any' ? 'ANY' : def.value === 'written' ? '' : rankLabel(def.value);
  switch (section) {
    case 'science': {
      const level = SECTIONS.science.slots
        .slice(0, slot)
        .filter((s) => s.group === def.group).length;
      return `beaker ${def.group + 1}, level ${level + 1} (${printed})`;
    }
    case 'warfare':
      return `ship ${def.group + 1}, box ${printed}`;
    case 'adventure': {
      const index = SECTIONS.adventure.slots
        .slice(0, slot)
        .filter((s) => s.group === def.group).length;
      return `ocean row ${def.group + 1}, box ${index + 1}`;
    }
    case 'liberation':
      return `building ${printed}`;
  }
}

export function upgradeName(value: number): string {
  const u = UPGRADES[value - 1];
  return u ? `${rankLabel(value)} ${u.name}` : `upgrade ${value}`;
}

export function challengeName(id: string): string {
  return CHALLENGES.find((c) => c.id === id)?.name ?? id;
}

/** A table target in words, for grouped choices and hints. */
export function targetName(target: FlipTarget, lineup: readonly number[]): string {
  switch (target.kind) {
    case 'space':
      return spaceDetail(target.space);
    case 'corner':
      return cornerName(target.corner);
    case 'slot':
      return `${SECTION_NAME[target.section]}: ${slotName(target.section, target.slot)}`;
    case 'card':
      return `Lineup card ${target.index + 1}: ${cardName(lineup[target.index] ?? -1)}`;
    case 'upgrade':
      return upgradeName(target.upgrade);
    case 'repair':
      return 'Repair';
  }
}
