import { CORNERS, MAP_COLUMNS, MAP_ROWS, SECTIONS, TRACK_LENGTH, type SectionId } from '../../flip';
import type { FlipTarget } from '../../state/flip/flipTarget';

/** The dry-erase sheet is drawn on a canvas of this size (√2 landscape, like the printed board). */
export const SHEET_W = 2048;
export const SHEET_H = 1448;

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export const rect = (x: number, y: number, w: number, h: number): Rect => ({ x, y, w, h });
export const centre = (r: Rect): [number, number] => [r.x + r.w / 2, r.y + r.h / 2];

// ------------------------------------------------------------------ track

const TRACK_MARGIN = 14;
const TRACK_BAND = 54;
const TOP_CELLS = 30;
const SIDE_CELLS = 20;

/** Track space n (1..100) clockwise from the top-left corner. */
export function trackRect(n: number): Rect {
  const i = n - 1;
  const x0 = TRACK_MARGIN;
  const x1 = SHEET_W - TRACK_MARGIN;
  const y0 = TRACK_MARGIN;
  const y1 = SHEET_H - TRACK_MARGIN;
  const cw = (x1 - x0) / TOP_CELLS;
  const ch = (y1 - y0 - 2 * TRACK_BAND) / SIDE_CELLS;
  if (i < TOP_CELLS) return rect(x0 + i * cw, y0, cw, TRACK_BAND);
  if (i < TOP_CELLS + SIDE_CELLS) {
    const k = i - TOP_CELLS;
    return rect(x1 - TRACK_BAND, y0 + TRACK_BAND + k * ch, TRACK_BAND, ch);
  }
  if (i < 2 * TOP_CELLS + SIDE_CELLS) {
    const k = i - TOP_CELLS - SIDE_CELLS;
    return rect(x1 - (k + 1) * cw, y1 - TRACK_BAND, cw, TRACK_BAND);
  }
  const k = i - 2 * TOP_CELLS - SIDE_CELLS;
  return rect(x0, y1 - TRACK_BAND - (k + 1) * ch, TRACK_BAND, ch);
}

export const TRACK_SPACES = TRACK_LENGTH.value;

// ------------------------------------------------------------------ sections

export const SECTION_TOP = 82;
export const SECTION_H = 606;
export const SECTION_W = 463;
export const SECTION_GAP = 12;
export const INNER_X = 80;
export const SECTION_ORDER: readonly SectionId[] = [
  'science',
  'warfare',
  'adventure',
  'liberation',
];

export function sectionPanel(section: SectionId): Rect {
  const i = SECTION_ORDER.indexOf(section);
  return rect(INNER_X + i * (SECTION_W + SECTION_GAP), SECTION_TOP, SECTION_W, SECTION_H);
}

/** The big suit symbol beside a section's name (circled for Farragut's specialty). */
export function sectionSuitSpot(section: SectionId): [number, number] {
  const p = sectionPanel(section);
  return [p.x + p.w - 34, p.y + 30];
}

export interface SlotLayout {
  /** The space the marker fills. */
  box: Rect;
  /** Where the reward is printed. */
  reward: [number, number];
  /** Where the printed value is (null for written boxes). */
  label: [number, number] | null;
}

function groupSlots(section: SectionId): number[][] {
  const groups: number[][] = [];
  SECTIONS[section].slots.forEach((s, i) => {
    (groups[s.group] ??= []).push(i);
  });
  return groups;
}

function scienceLayout(): SlotLayout[] {
  const p = sectionPanel('science');
  const out: SlotLayout[] = [];
  const levelH = 78;
  const bottom = p.y + p.h - 22;
  groupSlots('science').forEach((slots, g) => {
    const x = p.x + 14 + g * 112;
    slots.forEach((slot, level) => {
      const box = rect(x, bottom - (level + 1) * levelH, 74, levelH);
      out[slot] = { box, reward: centre(box), label: [x + 74 + 16, box.y + levelH / 2] };
    });
  });
  return out;
}

/** Where a group's stars are printed (above a beaker, beside a ship, right of an ocean row). */
export function groupStarSpot(section: SectionId, group: number): [number, number] {
  const slots = groupSlots(section)[group] ?? [];
  const layout = SLOT_LAYOUT[section];
  if (section === 'science') {
    const top = layout[slots[slots.length - 1] ?? 0]!.box;
    return [top.x + top.w / 2, top.y - 34];
  }
  if (section === 'warfare') {
    const p = sectionPanel('warfare');
    const first = layout[slots[0] ?? 0]!.box;
    return [p.x + 50, first.y - 8];
  }
  const p = sectionPanel('adventure');
  const first = layout[slots[0] ?? 0]!.box;
  return [p.x + p.w - 40, first.y + first.h / 2];
}

function warfareLayout(): SlotLayout[] {
  const p = sectionPanel('warfare');
  const out: SlotLayout[] = [];
  groupSlots('warfare').forEach((slots, g) => {
    const rowY = p.y + 64 + g * 134;
    slots.forEach((slot, i) => {
      const box = rect(p.x + 112 + i * 86, rowY + 58, 70, 62);
      out[slot] = { box, reward: [box.x + box.w / 2, rowY + 30], label: centre(box) };
    });
  });
  return out;
}

/** The ship silhouette of a warfare group. */
export function shipSpot(group: number): Rect {
  const p = sectionPanel('warfare');
  return rect(p.x + 10, p.y + 64 + group * 134 + 26, 94, 60);
}

function adventureLayout(): SlotLayout[] {
  const p = sectionPanel('adventure');
  const out: SlotLayout[] = [];
  groupSlots('adventure').forEach((slots, g) => {
    const rowY = p.y + 82 + g * 168;
    slots.forEach((slot, i) => {
      const box = rect(p.x + 16 + g * 38 + i * 76, rowY + 50, 66, 70);
      out[slot] = { box, reward: [box.x + box.w / 2, rowY + 22], label: null };
    });
  });
  return out;
}

const LIB_ROW_H = 64;

function liberationLayout(): SlotLayout[] {
  const p = sectionPanel('liberation');
  const out: SlotLayout[] = [];
  groupSlots('liberation').forEach((slots, g) => {
    const rowY = p.y + 64 + g * LIB_ROW_H;
    slots.forEach((slot, i) => {
      const box = rect(p.x + 54 + i * 190, rowY + 8, 150, LIB_ROW_H - 14);
      out[slot] = {
        box,
        reward: [box.x + box.w - 26, box.y + box.h / 2],
        label: [box.x + 34, box.y + box.h / 2 + 2],
      };
    });
  });
  return out;
}

/** The row-completion stars printed along the bottom of the village. */
export function villageStarSpot(index: number): [number, number] {
  const p = sectionPanel('liberation');
  return [p.x + 40 + index * 64, p.y + p.h - 40];
}

export const SLOT_LAYOUT: Record<SectionId, readonly SlotLayout[]> = {
  science: scienceLayout(),
  warfare: warfareLayout(),
  adventure: adventureLayout(),
  liberation: liberationLayout(),
};

/** A bonus printed between two slots: on the midpoint of their centres. */
export function edgeSpot(section: SectionId, a: number, b: number): [number, number] {
  const ca = centre(SLOT_LAYOUT[section][a]!.box);
  const cb = centre(SLOT_LAYOUT[section][b]!.box);
  return [(ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2];
}

// ------------------------------------------------------------------ map

export const MAP_PANEL = rect(INNER_X, 700, 806, 668);
export const CELL = 64;
export const MAP_X = MAP_PANEL.x + 30;
export const MAP_Y = MAP_PANEL.y + 84;

export function spaceRect(space: number): Rect {
  const x = space % MAP_COLUMNS;
  const y = Math.floor(space / MAP_COLUMNS);
  return rect(MAP_X + x * CELL, MAP_Y + y * CELL, CELL, CELL);
}

export function spaceCentre(space: number): [number, number] {
  return centre(spaceRect(space));
}

export function cornerSpot(corner: number): [number, number] {
  const c = CORNERS.value[corner]!;
  return [MAP_X + c.x * CELL, MAP_Y + c.y * CELL];
}

export const CORNER_R = 17;
export const MAP_SIZE = { w: MAP_COLUMNS * CELL, h: MAP_ROWS * CELL };

// ------------------------------------------------------------------ inventory

export const INVENTORY_PANEL = rect(MAP_PANEL.x + MAP_PANEL.w + 12, 700, 444, 668);
export const INVENTORY_ITEMS = ['damage', 'knowledge', 'salvage', 'crew', 'treasure'] as const;
export type InventoryItem = (typeof INVENTORY_ITEMS)[number];
export const INVENTORY_SLOTS = 12;

export function inventorySlot(item: InventoryItem, slot: number): [number, number] {
  const row = INVENTORY_ITEMS.indexOf(item);
  return [INVENTORY_PANEL.x + 64 + slot * 31, INVENTORY_PANEL.y + 118 + row * 66];
}

export const INVENTORY_R = 14;
export const REPAIR_BOX = rect(INVENTORY_PANEL.x + 16, INVENTORY_PANEL.y + 448, 200, 70);
export const ITEM_BOX = rect(
  INVENTORY_PANEL.x + 16,
  INVENTORY_PANEL.y + 530,
  INVENTORY_PANEL.w - 32,
  122,
);
export const CHALLENGE_BOX = rect(INVENTORY_PANEL.x + 228, INVENTORY_PANEL.y + 448, 200, 70);

// ------------------------------------------------------------------ upgrades

export const UPGRADE_PANEL = rect(
  INVENTORY_PANEL.x + INVENTORY_PANEL.w + 12,
  700,
  SHEET_W - 80 - (INVENTORY_PANEL.x + INVENTORY_PANEL.w + 12),
  668,
);

export function upgradeRect(value: number): Rect {
  const i = value - 1;
  const col = i % 4;
  const row = Math.floor(i / 4);
  const w = (UPGRADE_PANEL.w - 24 - 3 * 6) / 4;
  return rect(UPGRADE_PANEL.x + 12 + col * (w + 6), UPGRADE_PANEL.y + 52 + row * 152, w, 146);
}

/** The three cells after the 13 upgrades: the captain's record of challenges scored. */
export const LOG_BOX = (() => {
  const first = upgradeRect(14);
  const last = upgradeRect(16);
  return rect(first.x, first.y, last.x + last.w - first.x, first.h);
})();

// ------------------------------------------------------------------ hit test

function inside(r: Rect, x: number, y: number): boolean {
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
}

/** The board target under a sheet pixel, if any. */
export function hitTest(x: number, y: number): FlipTarget | null {
  for (let i = 0; i < CORNERS.value.length; i++) {
    const [cx, cy] = cornerSpot(i);
    if ((x - cx) ** 2 + (y - cy) ** 2 <= (CORNER_R + 4) ** 2) return { kind: 'corner', corner: i };
  }
  if (inside(rect(MAP_X, MAP_Y, MAP_SIZE.w, MAP_SIZE.h), x, y)) {
    const cx = Math.floor((x - MAP_X) / CELL);
    const cy = Math.floor((y - MAP_Y) / CELL);
    return { kind: 'space', space: cy * MAP_COLUMNS + cx };
  }
  for (const section of SECTION_ORDER) {
    if (!inside(sectionPanel(section), x, y)) continue;
    const slot = SLOT_LAYOUT[section].findIndex((s) => inside(s.box, x, y));
    return slot >= 0 ? { kind: 'slot', section, slot } : null;
  }
  for (let v = 1; v <= 13; v++)
    if (inside(upgradeRect(v), x, y)) return { kind: 'upgrade', upgrade: v };
  if (inside(REPAIR_BOX, x, y)) return { kind: 'repair' };
  return null;
}

/** The rectangle to glow for a target on the sheet (cards are not on the sheet). */
export function targetRect(target: FlipTarget): Rect | null {
  switch (target.kind) {
    case 'space':
      return spaceRect(target.space);
    case 'corner': {
      const [x, y] = cornerSpot(target.corner);
      return rect(x - CORNER_R, y - CORNER_R, 2 * CORNER_R, 2 * CORNER_R);
    }
    case 'slot':
      return SLOT_LAYOUT[target.section][target.slot]?.box ?? null;
    case 'upgrade':
      return upgradeRect(target.upgrade);
    case 'repair':
      return REPAIR_BOX;
    case 'card':
      return null;
  }
}
