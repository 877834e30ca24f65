import {
  CHALLENGES,
  SHANTY,
  CHARACTERS,
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
import type { CharacterId, Item, ItemReason, SectionId, Suit } from '../../flip';
import type { UpgradeEffect } from '../../flip/data/upgrades';
import type { FlipText } from '../../flip/flipMessages';
import { i18n } from '../../i18n/i18n';
import { flipEn } from '../../i18n/messages/flip.en';
import type { FlipTarget } from './flipTarget';

export const SUIT_SYMBOL: Record<Suit, string> = {
  hearts: '♥',
  spades: '♠',
  diamonds: '♦',
  clubs: '♣',
};

/** A record of `name(key)` for each of `keys`, each read at call time (in the current language). */
function namesReadAtCallTime<K extends string>(
  keys: readonly K[],
  name: (key: K) => string,
): Readonly<Record<K, string>> {
  const names = {} as Record<K, string>;
  for (const key of keys)
    Object.defineProperty(names, key, { get: () => name(key), enumerable: true });
  return names;
}

/** Section names in the current language, read at call time. */
export const SECTION_NAME: Readonly<Record<SectionId, string>> = namesReadAtCallTime(
  Object.keys(SECTIONS) as SectionId[],
  (section) => i18n.t(`flip.section.${section}`),
);

const ITEMS = Object.keys(flipEn.item) as (keyof typeof flipEn.item)[];

/** Item names in the current language, read at call time. */
export const ITEM_NAME: Readonly<Record<Item, string>> = namesReadAtCallTime(ITEMS, (item) =>
  i18n.t(`flip.item.${item}`),
);

export const COLUMN_LETTERS = 'ABCDEFGHIJKL';

export function cardName(card: number): string {
  if (isJoker(card)) return i18n.t('flip.joker');
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
      ? i18n.t('flip.spaceKind.stars', { stars: kind.stars })
      : kind?.type === 'damage'
        ? i18n.t('flip.spaceKind.damage')
        : kind?.type === 'bonus'
          ? i18n.t('flip.spaceKind.bonus', { suit: SUIT_SYMBOL[kind.suit] })
          : i18n.t('flip.spaceKind.blank');
  return i18n.t('flip.space', { name: spaceName(space), zone: zoneOf(space) + 1, what });
}

/**
 * An exploration reward in words: what it gives and the squares its corner touches
 * ("crew, from the corner of I3, J3, I4 and J4"), never the grid's "I|J, 3|4".
 */
export function cornerName(corner: number): string {
  const c = CORNERS.value[corner];
  if (!c) return i18n.t('flip.cornerUnknown', { corner });
  const squares: string[] = [];
  for (const y of [c.y - 1, c.y])
    for (const x of [c.x - 1, c.x])
      if (x >= 0 && x < MAP_COLUMNS && y >= 0 && y < MAP_ROWS)
        squares.push(`${COLUMN_LETTERS[x]}${y + 1}`);
  const last = squares.pop() ?? '';
  const list =
    squares.length === 0
      ? last
      : i18n.t('wayfinding.flip.squares', { list: squares.join(', '), last });
  return i18n.t('wayfinding.flip.corner', { reward: ITEM_NAME[c.reward], squares: list });
}

export function groupName(section: SectionId, group: number): string {
  return i18n.t(`flip.group.${section}`, { n: group + 1 });
}

/** A section space in words: "beaker 3, level 2 (5)", "ship 1, box 7", "building 8". */
export function slotName(section: SectionId, slot: number): string {
  const def = SECTIONS[section].slots[slot];
  if (!def) return i18n.t('flip.slot.unknown', { section: SECTION_NAME[section], slot });
  const printed =
    def.value === 'any'
      ? i18n.t('flip.slot.any')
      : def.value === 'written'
        ? ''
        : rankLabel(def.value);
  switch (section) {
    case 'science': {
      const level = SECTIONS.science.slots
        .slice(0, slot)
        .filter((s) => s.group === def.group).length;
      return i18n.t('flip.slot.science', { group: def.group + 1, level: level + 1, printed });
    }
    case 'warfare':
      return i18n.t('flip.slot.warfare', { group: def.group + 1, printed });
    case 'adventure': {
      const index = SECTIONS.adventure.slots
        .slice(0, slot)
        .filter((s) => s.group === def.group).length;
      return i18n.t('flip.slot.adventure', { group: def.group + 1, index: index + 1 });
    }
    case 'liberation':
      return i18n.t('flip.slot.liberation', { printed });
  }
}

export function upgradeName(value: number): string {
  const u = UPGRADES[value - 1];
  return u
    ? i18n.t('flip.upgradeName', { rank: rankLabel(value), name: upgradeTitle(u.effect) })
    : i18n.t('flip.upgradeUnknown', { value });
}

export function challengeName(id: string): string {
  const c = CHALLENGES.find((ch) => ch.id === id);
  return c && isKnown(CHALLENGE_IDS, c.id) ? i18n.t(`flip.challenge.${c.id}`) : (c?.name ?? id);
}

/** A table target in words, for grouped choices and hints. */
export function targetName(target: FlipTarget, lineup: readonly number[]): string {
  switch (target.kind) {
    case 'space':
      return spaceDetail(target.space);
    case 'corner':
      return cornerName(target.corner);
    case 'slot':
      return i18n.t('flip.target.slot', {
        section: SECTION_NAME[target.section],
        slot: slotName(target.section, target.slot),
      });
    case 'card':
      return i18n.t('flip.target.card', {
        n: target.index + 1,
        card: cardName(lineup[target.index] ?? -1),
      });
    case 'upgrade':
      return upgradeName(target.upgrade);
    case 'repair':
      return i18n.t('flip.target.repair');
  }
}

const CHALLENGE_IDS = Object.keys(flipEn.challenge) as (keyof typeof flipEn.challenge)[];

function isKnown<K extends string>(keys: readonly K[], id: string): id is K {
  return (keys as readonly string[]).includes(id);
}

/** An upgrade's name without its card value. */
export function upgradeTitle(effect: UpgradeEffect): string {
  return i18n.t(`flip.upgrade.${effect}`);
}

/** A character's name in the current language. */
export function characterName(id: CharacterId): string {
  return i18n.t(`flip.character.${id}.name`);
}

/** A character's special item in the current language. */
export function characterItemName(id: CharacterId): string {
  return i18n.t(`flip.character.${id}.item`);
}

/** A seat colour's name (blue, red, green, purple). */
export function seatColourName(seat: number): string {
  const names = ['blue', 'red', 'green', 'purple'] as const;
  return i18n.t(`flip.colour.${names[seat % names.length]!}`);
}

const REASONS = Object.keys(flipEn.reason) as (keyof typeof flipEn.reason)[];
const SECTIONS_BY_ID = Object.keys(flipEn.section) as SectionId[];

/**
 * Why an item changed, from the rules core's reason id: a rule's word, a section, an Upgrade
 * (`upgrade.<effect>`) or a Character's item (`item.<character>`).
 */
export function itemReasonName(reason: ItemReason | string): string {
  if (isKnown(REASONS, reason)) return i18n.t(`flip.reason.${reason}`);
  if (isKnown(SECTIONS_BY_ID, reason)) return SECTION_NAME[reason];
  const [kind, id] = reason.split('.');
  const upgrade = kind === 'upgrade' ? UPGRADES.find((u) => u.effect === id) : undefined;
  if (upgrade) return upgradeTitle(upgrade.effect);
  const character = kind === 'item' ? CHARACTERS.find((c) => c.id === id) : undefined;
  if (character) return characterItemName(character.id);
  return reason;
}

const DECISIONS = Object.keys(flipEn.decisionName) as (keyof typeof flipEn.decisionName)[];

/** A parameter of a Flip core message in the current language: ids become names. */
function flipParam(name: string, v: string | number): string | number {
  if (typeof v !== 'string') {
    const u = name === 'upgrade' ? UPGRADES[v - 1] : undefined;
    return u ? upgradeTitle(u.effect) : v;
  }
  if (name === 'section' && isKnown(SECTIONS_BY_ID, v)) return SECTION_NAME[v];
  if (name === 'item' && isKnown(ITEMS, v)) return i18n.t(`flip.item.${v}`);
  if (name === 'reason') return itemReasonName(v);
  if (name === 'kind' && isKnown(DECISIONS, v)) return i18n.t(`flip.decisionName.${v}`);
  return v;
}

const t = i18n.t as unknown as (key: string, options: Record<string, unknown>) => string;

/** A message of the Flip rules core (a refusal, a section space's problem) in the current language. */
export function flipText(text: FlipText): string {
  const values: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(text.params as Readonly<Record<string, string | number>>))
    values[name] = flipParam(name, v);
  return t(`flip.${text.key}`, values);
}

/** A verse of the solo shanty (the rules core's English line) in the current language. */
export function shantyVerse(kind: 'score' | 'treasure' | 'damage', verse: string): string {
  const index = SHANTY.value[kind].findIndex((band) => band.verse === verse);
  const key = (['v0', 'v1', 'v2', 'v3'] as const)[index];
  return key ? i18n.t(`flip.shanty.${kind}.${key}`) : verse;
}
