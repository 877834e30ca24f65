import {
  BOARD_WIDTH,
  LAND_LAYOUT,
  LAND_SIZE,
  LINK_LAYOUT,
  OCEAN_LAYOUT,
  SLOT_SIZE,
  type LinkLayout,
  type Point,
  type Rect,
  printedOceanName,
} from '../../src/scene/layout/boardLayout';
import { circle, len, line, px, py, rect, text } from './svg';

const SOLID = 'stroke="#16306e" stroke-width="9" stroke-linecap="round"';
const SOLID_UNDER = 'stroke="#e9f1f6" stroke-opacity="0.7" stroke-width="15" stroke-linecap="round"';
const DOTTED = 'stroke="#f2e6c4" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 16"';

function edgeToward(box: Rect, target: Point): Point {
  const dx = target.x - box.x;
  const dz = target.z - box.z;
  const t = Math.min(box.w / 2 / Math.abs(dx || 1e-9), box.d / 2 / Math.abs(dz || 1e-9));
  return { x: box.x + dx * t, z: box.z + dz * t };
}

function drawLink(link: LinkLayout): string {
  const boxA = OCEAN_LAYOUT[link.from].box;
  const boxB = OCEAN_LAYOUT[link.to].box;
  const a = edgeToward(boxA, boxB);
  const b = edgeToward(boxB, boxA);
  const style = link.kind === 'solid' ? SOLID : DOTTED;
  const under = link.kind === 'solid' ? line(a, b, SOLID_UNDER) : '';
  if (!link.wraps) return under + line(a, b, style);
  const [westBox, eastBox] = boxA.x < boxB.x ? [boxA, boxB] : [boxB, boxA];
  const midZ = (westBox.z + eastBox.z) / 2;
  const westEdge: Point = { x: -BOARD_WIDTH / 2, z: midZ };
  const eastEdge: Point = { x: BOARD_WIDTH / 2, z: midZ };
  const ends: [Point, Point][] = [
    [edgeToward(westBox, westEdge), westEdge],
    [edgeToward(eastBox, eastEdge), eastEdge],
  ];
  const parts = ends.flatMap(([end, edge]) => {
    return [link.kind === 'solid' ? line(end, edge, SOLID_UNDER) : '', line(end, edge, style)];
  });
  if (link.label) {
    const labelStyle = { size: 0.24, fill: '#f4e9c8', italic: true, weight: 'bold' as const };
    parts.push(text({ x: westEdge.x + 1.1, z: midZ - 0.28 }, link.label, labelStyle));
    parts.push(text({ x: eastEdge.x - 1.1, z: midZ - 0.28 }, link.label, labelStyle));
  }
  return parts.join('');
}

function drawOcean(id: keyof typeof OCEAN_LAYOUT): string {
  const o = OCEAN_LAYOUT[id];
  const parts: string[] = [];
  parts.push(rect({ ...o.box, x: o.box.x + 0.07, z: o.box.z + 0.09 }, 'fill="#0a1620" fill-opacity="0.35"', 0.16));
  parts.push(rect(o.box, 'fill="#10283d" fill-opacity="0.86" stroke="#c9a45c" stroke-width="5"', 0.16));
  parts.push(rect(o.header, 'fill="#c9a45c"', 0.12));
  const { x, z, size } = printedOceanName(o);
  parts.push(text({ x, z }, o.name.toUpperCase(), { size, weight: 'bold', fill: '#10283d', spacing: 0.015 }));
  if (o.die) {
    const dieAt = { x: o.header.x - o.header.w / 2 + 0.3, z: o.header.z };
    parts.push(rect({ ...dieAt, w: 0.36, d: 0.36 }, 'fill="#f6efdc" stroke="#10283d" stroke-width="3"', 0.06));
    parts.push(text(dieAt, String(o.die), { size: 0.27, weight: 'bold', fill: '#10283d' }));
  }
  for (const slot of o.slots) {
    parts.push(
      rect(
        { ...slot, w: SLOT_SIZE - 0.1, d: SLOT_SIZE - 0.1 },
        'fill="#e8dcc0" fill-opacity="0.14" stroke="#e8dcc0" stroke-opacity="0.75" stroke-width="2.5" stroke-dasharray="10 6"',
        0.06,
      ),
    );
  }
  const gem = o.gemstone;
  const r = len(0.16);
  parts.push(
    `<path d="M${px(gem.x)} ${py(gem.z) - r} L${px(gem.x) + r} ${py(gem.z)} L${px(gem.x)} ${py(gem.z) + r} L${px(gem.x) - r} ${py(gem.z)} Z" fill="none" stroke="#e8dcc0" stroke-width="2.5"/>`,
  );
  parts.push(circle(o.adventureToken, 0.17, 'fill="none" stroke="#e8dcc0" stroke-width="2.5"'));
  parts.push(text(o.adventureToken, 'A', { size: 0.18, fill: '#e8dcc0', weight: 'bold' }));
  return parts.join('');
}

function drawLand(land: (typeof LAND_LAYOUT)[number]): string {
  const box = { ...land.at, w: LAND_SIZE, d: LAND_SIZE };
  return [
    rect(box, 'fill="#f3e7c7" stroke="#8b2f1f" stroke-width="4"', 0.05),
    rect({ ...box, w: LAND_SIZE - 0.14, d: LAND_SIZE - 0.14 }, 'fill="none" stroke="#8b2f1f" stroke-opacity="0.5" stroke-width="1.5"'),
    text({ x: land.at.x, z: land.at.z + LAND_SIZE / 2 + 0.17 }, land.name, {
      size: 0.2,
      fill: '#3b2412',
      italic: true,
      weight: 'bold',
      extra: 'stroke="#f3e7c7" stroke-width="5" paint-order="stroke"',
    }),
  ].join('');
}

export function drawOceans(): string {
  const links = LINK_LAYOUT.map(drawLink).join('');
  const oceans = (Object.keys(OCEAN_LAYOUT) as (keyof typeof OCEAN_LAYOUT)[]).map(drawOcean).join('');
  const lands = LAND_LAYOUT.map(drawLand).join('');
  return links + oceans + lands;
}
