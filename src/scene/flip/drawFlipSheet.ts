import {
  CORNERS,
  GOLD_ZONES,
  LIBERATION_ROW_STARS,
  MAP_COLUMNS,
  MAP_ROWS,
  MAP_SPACES,
  SECTIONS,
  UPGRADES,
  rankLabel,
  zoneOf,
  type SectionId,
} from '../../flip';
import { COLUMN_LETTERS, ITEM_NAME, SECTION_NAME, upgradeTitle } from '../../state/flip/flipLabels';
import { sheetWord, upgradeSummary } from './flipCardWords';
import {
  CELL,
  CHALLENGE_BOX,
  INVENTORY_ITEMS,
  INVENTORY_PANEL,
  INVENTORY_R,
  INVENTORY_SLOTS,
  ITEM_BOX,
  LOG_BOX,
  MAP_PANEL,
  MAP_SIZE,
  MAP_X,
  MAP_Y,
  REPAIR_BOX,
  SECTION_ORDER,
  SHEET_H,
  SHEET_W,
  SLOT_LAYOUT,
  TRACK_SPACES,
  UPGRADE_PANEL,
  edgeSpot,
  groupStarSpot,
  inventorySlot,
  sectionPanel,
  sectionSuitSpot,
  shipSpot,
  spaceRect,
  trackRect,
  upgradeRect,
  villageStarSpot,
  type Rect,
  cornerSpot,
  CORNER_R,
} from './flipBoardLayout';
import {
  INK,
  PAPER,
  PRINT_FONT,
  SUIT_COLOUR,
  drawAnchor,
  drawIcon,
  drawReward,
  drawStar,
  drawSuit,
  fitPrint,
  paragraph,
  text,
} from './sheetIcons';

const SECTION_TINT: Record<SectionId, string> = {
  science: '#f7e4e4',
  warfare: '#e6e8ec',
  adventure: '#e2eef6',
  liberation: '#e4f1e6',
};

function panel(ctx: CanvasRenderingContext2D, r: Rect, fill: string, stroke = INK): void {
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, 14);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 3;
  ctx.strokeStyle = stroke;
  ctx.stroke();
}

function box(ctx: CanvasRenderingContext2D, r: Rect, fill: string, radius = 8): void {
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, radius);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = INK;
  ctx.stroke();
}

function drawTrack(ctx: CanvasRenderingContext2D): void {
  for (let n = 1; n <= TRACK_SPACES; n++) {
    const r = trackRect(n);
    ctx.fillStyle = n % 10 === 0 ? '#e9dcc0' : n % 5 === 0 ? '#f1e8d4' : '#faf6ec';
    ctx.fillRect(r.x, r.y, r.w, r.h);
    ctx.strokeStyle = '#9faebd';
    ctx.lineWidth = 1.5;
    ctx.strokeRect(r.x, r.y, r.w, r.h);
    const cx = r.x + r.w / 2;
    const cy = r.y + r.h / 2;
    ctx.beginPath();
    ctx.arc(cx, cy, Math.min(r.w, r.h) * 0.36, 0, Math.PI * 2);
    ctx.strokeStyle = '#c9b27a';
    ctx.lineWidth = 1.5;
    ctx.stroke();
    text(ctx, String(n), cx, cy + 1, n % 5 === 0 ? 21 : 17, n % 5 === 0 ? '#5a3d0c' : INK);
  }
}

function drawSectionHeader(ctx: CanvasRenderingContext2D, section: SectionId): void {
  const p = sectionPanel(section);
  const suit = SECTIONS[section].suit;
  ctx.beginPath();
  ctx.roundRect(p.x, p.y, p.w, 56, [14, 14, 0, 0]);
  ctx.fillStyle = SUIT_COLOUR[suit];
  ctx.fill();
  text(
    ctx,
    SECTION_NAME[section].toUpperCase(),
    p.x + 22,
    p.y + 30,
    32,
    '#fffaf0',
    'bold',
    PRINT_FONT,
    'left',
  );
  const [sx, sy] = sectionSuitSpot(section);
  ctx.beginPath();
  ctx.arc(sx, sy, 24, 0, Math.PI * 2);
  ctx.fillStyle = '#fffaf0';
  ctx.fill();
  drawSuit(ctx, suit, sx, sy, 36);
}

function drawSlotsAndEdges(ctx: CanvasRenderingContext2D, section: SectionId): void {
  const def = SECTIONS[section];
  def.slots.forEach((slot, i) => {
    const l = SLOT_LAYOUT[section][i]!;
    if (section === 'liberation') {
      drawBuilding(ctx, l.box);
    } else {
      box(ctx, l.box, '#fffdf7', section === 'adventure' ? 10 : 6);
    }
    if (l.label) {
      const label =
        slot.value === 'any'
          ? sheetWord('any')
          : slot.value === 'written'
            ? ''
            : rankLabel(slot.value);
      const small = slot.value === 'any';
      if (section === 'science') text(ctx, label, l.label[0], l.label[1], small ? 16 : 26, INK);
      else if (section === 'warfare') text(ctx, label, l.label[0], l.label[1], 32, INK);
      else text(ctx, label, l.label[0], l.label[1], small ? 17 : 26, INK);
    }
    if (section === 'warfare') {
      const [cx, cy] = l.reward;
      ctx.beginPath();
      ctx.roundRect(cx - 26, cy - 20, 52, 40, 5);
      ctx.fillStyle = '#d8c08f';
      ctx.fill();
      ctx.strokeStyle = '#6e5125';
      ctx.lineWidth = 2;
      ctx.stroke();
    }
    if (section === 'adventure') {
      const [cx, cy] = l.reward;
      ctx.beginPath();
      ctx.arc(cx, cy, 22, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.fill();
      ctx.strokeStyle = '#5c8fb0';
      ctx.lineWidth = 2;
      ctx.stroke();
    }
    const r = section === 'science' ? 15 : 14;
    drawReward(ctx, slot.reward, l.reward[0], l.reward[1], r);
  });
  def.edges.forEach((edge) => {
    const [x, y] = edgeSpot(section, edge.a, edge.b);
    drawSuit(ctx, edge.suit, x, y, 30, true);
  });
}

function drawBuilding(ctx: CanvasRenderingContext2D, r: Rect): void {
  ctx.beginPath();
  ctx.moveTo(r.x, r.y + 12);
  ctx.lineTo(r.x + r.w * 0.25, r.y);
  ctx.lineTo(r.x + r.w, r.y);
  ctx.lineTo(r.x + r.w, r.y + r.h);
  ctx.lineTo(r.x, r.y + r.h);
  ctx.closePath();
  ctx.fillStyle = '#fffdf7';
  ctx.fill();
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(r.x + 60, r.y + 4);
  ctx.lineTo(r.x + 60, r.y + r.h - 4);
  ctx.strokeStyle = '#a9b6c2';
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

function drawShip(ctx: CanvasRenderingContext2D, r: Rect): void {
  ctx.beginPath();
  ctx.moveTo(r.x, r.y + r.h * 0.55);
  ctx.lineTo(r.x + r.w, r.y + r.h * 0.55);
  ctx.lineTo(r.x + r.w * 0.85, r.y + r.h);
  ctx.lineTo(r.x + r.w * 0.12, r.y + r.h);
  ctx.closePath();
  ctx.fillStyle = '#48505c';
  ctx.fill();
  ctx.fillRect(r.x + r.w * 0.3, r.y + r.h * 0.28, r.w * 0.34, r.h * 0.28);
  ctx.fillRect(r.x + r.w * 0.42, r.y + r.h * 0.02, r.w * 0.08, r.h * 0.3);
}

/** The italic reminder printed under a section's header, where it has one. */
function sectionHint(section: SectionId): string | null {
  if (section === 'science') return sheetWord('scienceHint');
  return section === 'adventure' ? sheetWord('adventureHint') : null;
}

/** Left-aligned print-face ink, as most of the sheet's labels are written. */
function printLeft(
  ctx: CanvasRenderingContext2D,
  content: string,
  x: number,
  y: number,
  px: number,
  weight = 'bold',
): void {
  text(ctx, content, x, y, px, INK, weight, PRINT_FONT, 'left');
}

function drawSections(ctx: CanvasRenderingContext2D): void {
  for (const section of SECTION_ORDER) {
    const p = sectionPanel(section);
    panel(ctx, p, SECTION_TINT[section]);
    drawSectionHeader(ctx, section);
    if (section === 'adventure') {
      ctx.fillStyle = 'rgba(70, 130, 170, 0.12)';
      ctx.fillRect(p.x + 3, p.y + 56, p.w - 6, p.h - 60);
      ctx.strokeStyle = '#5c8fb0';
      ctx.lineWidth = 3;
      ctx.beginPath();
      for (let x = p.x + 8; x < p.x + p.w - 8; x += 24) {
        ctx.moveTo(x, p.y + 124);
        ctx.quadraticCurveTo(x + 6, p.y + 118, x + 12, p.y + 124);
        ctx.quadraticCurveTo(x + 18, p.y + 130, x + 24, p.y + 124);
      }
      ctx.stroke();
    }
    if (section === 'warfare') for (let g = 0; g < 4; g++) drawShip(ctx, shipSpot(g));
    drawSlotsAndEdges(ctx, section);
    SECTIONS[section].groupStars.forEach((stars, g) => {
      const [x, y] = groupStarSpot(section, g);
      drawStar(ctx, x, y, 24, stars);
    });
    if (section === 'liberation') {
      const [x0, y0] = villageStarSpot(0);
      printLeft(ctx, sheetWord('rowsDone'), x0 - 22, y0 - 36, 16);
      LIBERATION_ROW_STARS.value.forEach((stars, i) => {
        const [x, y] = villageStarSpot(i);
        drawStar(ctx, x, y, 24, stars);
      });
    }
    const hint = sectionHint(section);
    if (hint) printLeft(ctx, hint, p.x + 20, p.y + 78, 16, 'italic');
  }
}

function drawMap(ctx: CanvasRenderingContext2D): void {
  panel(ctx, MAP_PANEL, '#eef3f5');
  printLeft(ctx, sheetWord('chart'), MAP_PANEL.x + 22, MAP_PANEL.y + 26, 28);
  printLeft(ctx, sheetWord('captain'), MAP_PANEL.x + 150, MAP_PANEL.y + 27, 20, 'normal');
  ctx.fillStyle = '#e2ecf2';
  ctx.fillRect(MAP_X, MAP_Y, MAP_SIZE.w, MAP_SIZE.h);
  for (let space = 0; space < MAP_COLUMNS * MAP_ROWS; space++) {
    const r = spaceRect(space);
    const gold = GOLD_ZONES.value.includes(zoneOf(space));
    ctx.fillStyle = gold
      ? '#f3df9e'
      : (zoneOf(space) + Math.floor(zoneOf(space) / 4)) % 2
        ? '#d3e4ee'
        : '#dfeef5';
    ctx.fillRect(r.x, r.y, r.w, r.h);
    ctx.strokeStyle = '#a8bccb';
    ctx.lineWidth = 1;
    ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
    const [cx, cy] = [r.x + r.w / 2, r.y + r.h / 2];
    const kind = MAP_SPACES[space]!;
    if (kind.type === 'stars') drawStar(ctx, cx, cy, 22, kind.stars);
    else if (kind.type === 'damage') drawIcon(ctx, 'damage', cx, cy, 15);
    else if (kind.type === 'bonus') {
      drawSuit(ctx, kind.suit, cx - 6, cy, 38, true);
      drawAnchor(ctx, cx + 20, cy + 17, 20);
    }
  }
  ctx.strokeStyle = INK;
  ctx.lineWidth = 4;
  for (let x = 0; x <= MAP_COLUMNS; x += 3) {
    ctx.beginPath();
    ctx.moveTo(MAP_X + x * CELL, MAP_Y);
    ctx.lineTo(MAP_X + x * CELL, MAP_Y + MAP_SIZE.h);
    ctx.stroke();
  }
  for (let y = 0; y <= MAP_ROWS; y += 3) {
    ctx.beginPath();
    ctx.moveTo(MAP_X, MAP_Y + y * CELL);
    ctx.lineTo(MAP_X + MAP_SIZE.w, MAP_Y + y * CELL);
    ctx.stroke();
  }
  for (let x = 0; x < MAP_COLUMNS; x++) {
    text(ctx, COLUMN_LETTERS[x] ?? '', MAP_X + x * CELL + CELL / 2, MAP_Y - 16, 18, INK);
  }
  for (let y = 0; y < MAP_ROWS; y++) {
    text(ctx, String(y + 1), MAP_X - 15, MAP_Y + y * CELL + CELL / 2, 18, INK);
  }
  for (let z = 0; z < 12; z++) {
    const zx = MAP_X + (z % 4) * 3 * CELL + 6;
    const zy = MAP_Y + Math.floor(z / 4) * 3 * CELL + 12;
    text(ctx, String(z + 1), zx, zy, 14, '#5b7386', 'bold', PRINT_FONT, 'left');
  }
  CORNERS.value.forEach((c, i) => {
    const [x, y] = cornerSpot(i);
    ctx.beginPath();
    ctx.arc(x, y, CORNER_R, 0, Math.PI * 2);
    ctx.fillStyle = '#fffdf7';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = INK;
    ctx.stroke();
    drawIcon(ctx, c.reward, x, y, 11);
  });
}

function drawInventory(ctx: CanvasRenderingContext2D): void {
  const p = INVENTORY_PANEL;
  panel(ctx, p, '#ecebe4');
  ctx.beginPath();
  ctx.ellipse(p.x + p.w / 2, p.y + 250, p.w / 2 - 8, 195, 0, 0, Math.PI * 2);
  ctx.fillStyle = '#dcdcd2';
  ctx.fill();
  ctx.strokeStyle = '#9a9a8c';
  ctx.lineWidth = 2;
  ctx.stroke();
  printLeft(ctx, sheetWord('nautilus'), p.x + 22, p.y + 28, 28);
  printLeft(ctx, sheetWord('inventory'), p.x + 190, p.y + 30, 18, 'italic');
  INVENTORY_ITEMS.forEach((item) => {
    const [x0, y0] = inventorySlot(item, 0);
    drawIcon(ctx, item, x0 - 36, y0, 15);
    for (let s = 0; s < INVENTORY_SLOTS; s++) {
      const [x, y] = inventorySlot(item, s);
      ctx.beginPath();
      ctx.arc(x, y, INVENTORY_R, 0, Math.PI * 2);
      ctx.fillStyle = '#fffdf7';
      ctx.fill();
      ctx.strokeStyle = '#8c9aa6';
      ctx.lineWidth = 1.5;
      ctx.stroke();
    }
    printLeft(ctx, ITEM_NAME[item], x0 - 52, y0 + 26, 13, 'normal');
  });
  box(ctx, REPAIR_BOX, '#fffdf7');
  printLeft(ctx, sheetWord('repair'), REPAIR_BOX.x + 14, REPAIR_BOX.y + 24, 20);
  const cost = sheetWord('repairCost');
  printLeft(ctx, cost, REPAIR_BOX.x + 14, REPAIR_BOX.y + 50, 14, 'normal');
  box(ctx, CHALLENGE_BOX, '#fffdf7');
  printLeft(ctx, sheetWord('farragut'), CHALLENGE_BOX.x + 12, CHALLENGE_BOX.y + 20, 15);
  box(ctx, ITEM_BOX, '#fffdf7');
  printLeft(ctx, sheetWord('specialItem'), ITEM_BOX.x + 14, ITEM_BOX.y + 22, 18);
  ctx.strokeStyle = INK;
  ctx.lineWidth = 2;
  ctx.strokeRect(ITEM_BOX.x + ITEM_BOX.w - 44, ITEM_BOX.y + 10, 28, 28);
}

function drawUpgrades(ctx: CanvasRenderingContext2D): void {
  const p = UPGRADE_PANEL;
  panel(ctx, p, '#efe9dc');
  printLeft(ctx, sheetWord('upgrades'), p.x + 22, p.y + 28, 28);
  printLeft(ctx, sheetWord('upgradeRule'), p.x + 190, p.y + 30, 16, 'italic');
  for (const u of UPGRADES) {
    const r = upgradeRect(u.value);
    box(ctx, r, '#fffdf7');
    ctx.beginPath();
    ctx.arc(r.x + 26, r.y + 26, 19, 0, Math.PI * 2);
    ctx.fillStyle = '#22384d';
    ctx.fill();
    text(ctx, rankLabel(u.value), r.x + 26, r.y + 27, u.value === 10 ? 18 : 22, '#fffaf0');
    drawStar(ctx, r.x + r.w - 22, r.y + 24, 16, null);
    const name = upgradeTitle(u.effect);
    text(ctx, name, r.x + r.w / 2, r.y + 62, fitPrint(ctx, name, r.w - 12, 20), INK);
    const cost = `${u.cost.salvage}`;
    drawIcon(ctx, 'salvage', r.x + 28, r.y + 94, 11);
    printLeft(ctx, cost, r.x + 46, r.y + 95, 18);
    drawIcon(ctx, 'crew', r.x + 80, r.y + 94, 11);
    printLeft(ctx, String(u.cost.crew), r.x + 98, r.y + 95, 18);
    paragraph(ctx, upgradeSummary(u.effect), r.x + 8, r.y + 122, r.w - 14, {
      px: 13,
      colour: INK,
      gap: 2,
      weight: 'normal',
      align: 'left',
      maxLines: 2,
    });
  }
  box(ctx, LOG_BOX, '#fffdf7');
  printLeft(ctx, sheetWord('challenges'), LOG_BOX.x + 14, LOG_BOX.y + 22, 18);
}

function drawDesignedNote(ctx: CanvasRenderingContext2D): void {
  text(
    ctx,
    sheetWord('designed'),
    LOG_BOX.x + 14,
    LOG_BOX.y + LOG_BOX.h - 16,
    13,
    '#6a3f8f',
    'italic',
    PRINT_FONT,
    'left',
  );
}

/** The printed board: everything that never changes. Drawn once and reused under the ink. */
export function drawFlipSheet(ctx: CanvasRenderingContext2D): void {
  ctx.fillStyle = PAPER;
  ctx.fillRect(0, 0, SHEET_W, SHEET_H);
  const g = ctx.createLinearGradient(0, 0, SHEET_W, SHEET_H);
  g.addColorStop(0, 'rgba(255,255,255,0.5)');
  g.addColorStop(0.5, 'rgba(255,255,255,0)');
  g.addColorStop(1, 'rgba(200,205,210,0.25)');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, SHEET_W, SHEET_H);
  drawTrack(ctx);
  drawSections(ctx);
  drawMap(ctx);
  drawInventory(ctx);
  drawUpgrades(ctx);
  drawDesignedNote(ctx);
}
