import {
  MAP_SPACES,
  SECTIONS,
  SECTION_IDS,
  rankLabel,
  type FlipEvent,
  type FlipState,
} from '../../flip';
import { challengeName, characterItemName, characterName } from '../../state/flip/flipLabels';
import { itemSummary } from './flipCardWords';
import {
  CHALLENGE_BOX,
  INVENTORY_ITEMS,
  INVENTORY_R,
  INVENTORY_SLOTS,
  ITEM_BOX,
  LOG_BOX,
  MAP_PANEL,
  SLOT_LAYOUT,
  TRACK_SPACES,
  cornerSpot,
  edgeSpot,
  groupStarSpot,
  inventorySlot,
  sectionSuitSpot,
  spaceCentre,
  trackRect,
  upgradeRect,
  villageStarSpot,
  type InventoryItem,
  type Rect,
} from './flipBoardLayout';
import { inventoryMarks } from './inventoryMarks';

/** One dry-erase marker stroke on the sheet; `key` is stable so new strokes can be animated. */
export type Stroke = { key: string; colour?: string } & (
  | { kind: 'circle'; x: number; y: number; r: number }
  | { kind: 'cross'; x: number; y: number; r: number }
  | { kind: 'slash'; x: number; y: number; r: number }
  | { kind: 'line'; from: [number, number]; to: [number, number] }
  | {
      kind: 'text';
      x: number;
      y: number;
      size: number;
      text: string;
      align?: 'left' | 'center';
      /** The room it has: a longer text is written smaller. */
      maxWidth?: number;
    }
  | { kind: 'hatch'; rect: Rect }
  | { kind: 'underline'; x1: number; x2: number; y: number }
);

export const FARRAGUT_INK = '#262626';

/** Words written on the sheet, centred on (x, y) or starting there, `size` px high. */
/** Marker writing, left-aligned where it has `maxWidth` (a longer text is written smaller). */
function writing(
  key: string,
  x: number,
  y: number,
  size: number,
  text: string,
  maxWidth?: number,
): Stroke {
  return { key, kind: 'text', x, y, size, text, ...(maxWidth ? { align: 'left', maxWidth } : {}) };
}

function courses(events: readonly FlipEvent[], player: number): number[][] {
  const out: number[][] = [];
  for (const e of events) if (e.type === 'NautilusMoved' && e.player === player) out.push(e.path);
  return out;
}

function startSpace(events: readonly FlipEvent[], player: number): number | null {
  for (const e of events)
    if (e.type === 'CharacterChosen' && e.player === player) return e.startSpace;
  return null;
}

function mapStrokes(state: FlipState, events: readonly FlipEvent[], player: number): Stroke[] {
  const p = state.players[player]!;
  const out: Stroke[] = [];
  const start = startSpace(events, player);
  if (start === null) return out;
  const done = courses(events, player);
  const top = p.stack[p.stack.length - 1];
  const all = top?.kind === 'step' ? [...done, top.path] : done;
  const stops = [start, ...done.map((c) => c[c.length - 1]!)];
  all.forEach((path, c) => {
    for (let i = 1; i < path.length; i++) {
      out.push({
        key: `map:seg:${c}:${i}`,
        kind: 'line',
        from: spaceCentre(path[i - 1]!),
        to: spaceCentre(path[i]!),
      });
    }
  });
  MAP_SPACES.forEach((kind, space) => {
    if (!p.collected[space] || kind.type === 'blank') return;
    const [x, y] = spaceCentre(space);
    out.push({ key: `map:got:${space}`, kind: 'slash', x, y, r: 22 });
  });
  stops.forEach((space, i) => {
    const [x, y] = spaceCentre(space);
    out.push({ key: `map:stop:${i}`, kind: 'circle', x, y, r: 27 });
    if (i < stops.length - 1 || top?.kind === 'step')
      out.push({ key: `map:left:${i}`, kind: 'cross', x, y, r: 20 });
  });
  p.corners.forEach((taken, corner) => {
    if (!taken) return;
    const [x, y] = cornerSpot(corner);
    out.push({ key: `map:corner:${corner}`, kind: 'cross', x, y, r: 15 });
  });
  if (p.character) {
    out.push(
      writing(
        `name:${p.character}`,
        MAP_PANEL.x + 240,
        MAP_PANEL.y + 28,
        30,
        characterName(p.character),
        MAP_PANEL.w - 260,
      ),
    );
  }
  return out;
}

function trackStrokes(state: FlipState, player: number): Stroke[] {
  const p = state.players[player]!;
  const out: Stroke[] = [];
  for (let n = 1; n <= Math.min(p.stars, TRACK_SPACES); n++) {
    const r = trackRect(n);
    out.push({ key: `track:star:${n}`, kind: 'circle', x: r.x + r.w / 2, y: r.y + r.h / 2, r: 23 });
  }
  if (p.stars > TRACK_SPACES) {
    const r = trackRect(TRACK_SPACES);
    out.push(
      writing(`track:over:${p.stars}`, r.x + 90, r.y + 20, 26, `+${p.stars - TRACK_SPACES}★`),
    );
  }
  for (let i = 0; i < Math.min(p.leagues, TRACK_SPACES); i++) {
    const n = TRACK_SPACES - i;
    const r = trackRect(n);
    out.push({
      key: `track:league:${n}`,
      kind: 'cross',
      x: r.x + r.w / 2,
      y: r.y + r.h / 2,
      r: 17,
    });
  }
  const f = state.farragut;
  if (f && player === 0) {
    for (let n = 5; n <= Math.min(f.score, TRACK_SPACES); n += 5) {
      const r = trackRect(n);
      out.push({
        key: `track:farragut:${n}`,
        kind: 'underline',
        x1: r.x + r.w * 0.22,
        x2: r.x + r.w * 0.78,
        y: r.y + r.h / 2 + 14,
        colour: FARRAGUT_INK,
      });
    }
  }
  return out;
}

function sectionStrokes(state: FlipState, player: number): Stroke[] {
  const p = state.players[player]!;
  const out: Stroke[] = [];
  for (const section of SECTION_IDS) {
    const def = SECTIONS[section];
    p.sections[section].forEach((mark, slot) => {
      if (mark === 0) return;
      const l = SLOT_LAYOUT[section][slot]!;
      const key = `sec:${section}:${slot}`;
      const [cx, cy] = [l.box.x + l.box.w / 2, l.box.y + l.box.h / 2];
      if (section === 'science') out.push({ key, kind: 'hatch', rect: l.box });
      else if (section === 'adventure') out.push(writing(key, cx, cy + 2, 46, rankLabel(mark)));
      else
        out.push({
          key,
          kind: 'cross',
          x: section === 'liberation' ? l.box.x + 34 : cx,
          y: cy,
          r: section === 'liberation' ? 20 : 26,
        });
      const reward = def.slots[slot]!.reward;
      if (Object.keys(reward).length > 0)
        out.push({ key: `${key}:reward`, kind: 'slash', x: l.reward[0], y: l.reward[1], r: 17 });
    });
    def.edges.forEach((edge, i) => {
      if (!p.edges[section][i]) return;
      const [x, y] = edgeSpot(section, edge.a, edge.b);
      out.push({ key: `edge:${section}:${i}`, kind: 'cross', x, y, r: 15 });
    });
    p.groupsScored[section].forEach((scored, g) => {
      if (!scored || section === 'liberation') return;
      const [x, y] = groupStarSpot(section, g);
      out.push({ key: `group:${section}:${g}`, kind: 'cross', x, y, r: 22 });
    });
  }
  for (let i = 0; i < p.villageRowsScored; i++) {
    const [x, y] = villageStarSpot(i);
    out.push({ key: `librow:${i}`, kind: 'cross', x, y, r: 22 });
  }
  const f = state.farragut;
  if (f && player === 0) {
    const section = SECTION_IDS.find((s) => SECTIONS[s].suit === f.specialty)!;
    const [x, y] = sectionSuitSpot(section);
    out.push({ key: 'farragut:specialty', kind: 'circle', x, y, r: 30, colour: FARRAGUT_INK });
  }
  return out;
}

function inventoryStrokes(
  state: FlipState,
  events: readonly FlipEvent[],
  player: number,
): Stroke[] {
  const out: Stroke[] = [];
  const marks = inventoryMarks(state, events, player);
  INVENTORY_ITEMS.forEach((item: InventoryItem) => {
    const row = marks[item];
    row.slots.forEach((slot, i) => {
      if (slot.state === 'empty') return;
      const [x, y] = inventorySlot(item, i);
      out.push({
        key: `inv:${item}:${i}:${slot.generation}:o`,
        kind: 'circle',
        x,
        y,
        r: INVENTORY_R + 4,
      });
      if (slot.state === 'spent')
        out.push({
          key: `inv:${item}:${i}:${slot.generation}:x`,
          kind: 'cross',
          x,
          y,
          r: INVENTORY_R,
        });
    });
    if (row.overflow > 0) {
      const [x, y] = inventorySlot(item, INVENTORY_SLOTS - 1);
      out.push(writing(`inv:${item}:over:${row.overflow}`, x + 22, y - 20, 24, `+${row.overflow}`));
    }
  });
  return out;
}

function recordStrokes(state: FlipState, player: number): Stroke[] {
  const p = state.players[player]!;
  const out: Stroke[] = [];
  p.upgrades.forEach((built, i) => {
    if (!built) return;
    const r = upgradeRect(i + 1);
    out.push({ key: `up:${i + 1}`, kind: 'circle', x: r.x + 26, y: r.y + 26, r: 24 });
    out.push({ key: `up:${i + 1}:star`, kind: 'cross', x: r.x + r.w - 22, y: r.y + 24, r: 15 });
  });
  p.challengesScored.forEach((id, i) => {
    const line = `✓ ${challengeName(id)}`;
    const y = LOG_BOX.y + 56 + i * 30;
    out.push(writing(`chal:${id}`, LOG_BOX.x + 24, y, 24, line, LOG_BOX.w - 30));
  });
  if (p.character) {
    const { x, y, w } = ITEM_BOX;
    out.push(
      writing(`item:${p.character}`, x + 16, y + 62, 26, characterItemName(p.character), w - 80),
    );
    out.push(
      writing(`item:${p.character}:what`, x + 16, y + 98, 19, itemSummary(p.character), w - 30),
    );
    if (p.itemUsed)
      out.push({
        key: 'item:used',
        kind: 'cross',
        x: ITEM_BOX.x + ITEM_BOX.w - 30,
        y: ITEM_BOX.y + 24,
        r: 16,
      });
  }
  const f = state.farragut;
  if (f && player === 0) {
    out.push({
      ...writing(
        `farragut:score:${f.score}`,
        CHALLENGE_BOX.x + 100,
        CHALLENGE_BOX.y + 48,
        28,
        `${f.score}`,
      ),
      colour: FARRAGUT_INK,
    });
  }
  return out;
}

/** Every marker stroke on a seat's sheet, derived from the state and the events shown so far. */
export function flipStrokes(
  state: FlipState,
  events: readonly FlipEvent[],
  player: number,
): Stroke[] {
  if (!state.players[player]) return [];
  return [
    ...trackStrokes(state, player),
    ...mapStrokes(state, events, player),
    ...sectionStrokes(state, player),
    ...inventoryStrokes(state, events, player),
    ...recordStrokes(state, player),
  ];
}
