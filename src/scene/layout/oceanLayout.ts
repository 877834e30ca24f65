import type { OceanId } from '../../core/data';
import { OCEAN_CAPACITY } from '../../state/table/oceanCapacity';
import { SLOT_SIZE, type Point, type Rect } from './boardGeometry';

export interface OceanLayout {
  id: OceanId;
  name: string;
  die: number | null;
  box: Rect;
  header: Rect;
  slots: Point[];
  /** Where the Nautilus stands when in this Ocean. */
  berth: Point;
  gemstone: Point;
  adventureToken: Point;
  squadrons: [Point, Point];
  /** Regional water tint printed on the board. */
  tint: string;
}

const HEADER = 0.56;
const PAD = 0.12;
const BERTH = 1.55;

interface OceanPlacement {
  name: string;
  die: number | null;
  centre: Point;
  tint: string;
}

const PLACEMENTS: Record<OceanId, OceanPlacement> = {
  westernPacific: {
    name: 'Western Pacific',
    die: 1,
    centre: { x: -5.2, z: -3.6 },
    tint: '#2f7fa8',
  },
  easternPacific: { name: 'Eastern Pacific', die: 2, centre: { x: 3.0, z: -0.6 }, tint: '#2a86a0' },
  northAtlantic: { name: 'North Atlantic', die: 3, centre: { x: 8.6, z: -5.0 }, tint: '#33709c' },
  southAtlantic: { name: 'South Atlantic', die: 4, centre: { x: 11.0, z: 0.5 }, tint: '#2c7896' },
  europeanSeas: { name: 'European Seas', die: 5, centre: { x: 13.6, z: -5.4 }, tint: '#3a6f94' },
  indianOcean: { name: 'Indian Ocean', die: 6, centre: { x: -11.8, z: -0.5 }, tint: '#278a9c' },
  southPacific: { name: 'South Pacific', die: null, centre: { x: -5.0, z: 0.2 }, tint: '#2b7f9a' },
  centralPacific: {
    name: 'Central Pacific',
    die: null,
    centre: { x: -0.8, z: -2.9 },
    tint: '#2c86a6',
  },
  pacificCoast: { name: 'Pacific Coast', die: null, centre: { x: 1.8, z: -5.6 }, tint: '#346f98' },
  arcticOcean: { name: 'Arctic Ocean', die: null, centre: { x: -1.0, z: -7.9 }, tint: '#5c8aa8' },
  capeHorn: { name: 'Cape Horn', die: null, centre: { x: 7.2, z: 2.2 }, tint: '#3f6f8e' },
  capeOfGoodHope: {
    name: 'Cape of Good Hope',
    die: null,
    centre: { x: 14.3, z: 2.36 },
    tint: '#3a7290',
  },
};

function gridOf(capacity: number): { cols: number; rows: number } {
  if (capacity === 4) return { cols: 2, rows: 2 };
  return { cols: capacity, rows: 1 };
}

function layOutOcean(id: OceanId): OceanLayout {
  const { name, die, centre, tint } = PLACEMENTS[id];
  const { cols, rows } = gridOf(OCEAN_CAPACITY[id]);
  const w = PAD * 2 + cols * SLOT_SIZE + BERTH;
  const d = HEADER + PAD * 2 + rows * SLOT_SIZE;
  const left = centre.x - w / 2;
  const top = centre.z - d / 2;
  const slotsTop = top + HEADER + PAD;
  const slots: Point[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      slots.push({
        x: left + PAD + (c + 0.5) * SLOT_SIZE,
        z: slotsTop + (r + 0.5) * SLOT_SIZE,
      });
    }
  }
  const berthLeft = left + PAD + cols * SLOT_SIZE;
  const berthMid = berthLeft + BERTH / 2;
  const bottom = top + d;
  return {
    id,
    name,
    die,
    tint,
    box: { x: centre.x, z: centre.z, w, d },
    header: { x: centre.x, z: top + HEADER / 2, w, d: HEADER },
    slots,
    berth: { x: berthMid + 0.02, z: slotsTop + Math.min(0.42, (rows * SLOT_SIZE) / 2) },
    gemstone: { x: left + w - 0.26, z: top + HEADER + 0.3 },
    adventureToken: { x: left + w - 0.3, z: bottom - 0.32 },
    squadrons: [
      { x: berthMid - 0.1, z: bottom - 0.55 },
      { x: berthMid + 0.3, z: bottom - 0.4 },
    ],
  };
}

export const OCEAN_LAYOUT = Object.fromEntries(
  (Object.keys(PLACEMENTS) as OceanId[]).map((id) => [id, layOutOcean(id)]),
) as Record<OceanId, OceanLayout>;

/**
 * Where the board prints an Ocean's name in its header band: the centre, the letters' height
 * (world units) and about how wide the line is. The board texture (`scripts/textures`) prints it
 * there; an Ocean close-up lays its name plate over it (`OceanNamePlate`).
 */
export function printedOceanName(o: Pick<OceanLayout, 'name' | 'die' | 'header'>): {
  x: number;
  z: number;
  size: number;
  width: number;
} {
  const room = o.header.w - (o.die ? 0.75 : 0.3);
  const size = Math.min(0.31, room / (o.name.length * 0.7));
  const at = o.die ? { x: o.header.x + 0.2, z: o.header.z } : o.header;
  return { x: at.x, z: at.z, size, width: o.name.length * 0.7 * size };
}
