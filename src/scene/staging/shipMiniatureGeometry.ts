import {
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  LatheGeometry,
  Quaternion,
  Shape,
  SphereGeometry,
  TorusGeometry,
  Vector2,
  Vector3,
  type BufferGeometry,
} from 'three';
import { mergeColoured, type ColouredPart } from '../versus/mergeColoured';
import type { MiniatureClass } from './miniatureClass';

export type { MiniatureClass } from './miniatureClass';

const BOX = new BoxGeometry(1, 1, 1);
const ROUND = new CylinderGeometry(0.5, 0.5, 1, 12);
const DOME = new SphereGeometry(0.5, 12, 8);

const IRON = '#3a4048';
const GUNMETAL = '#4b5159';
const DECK = '#b9a37a';
const HOUSE = '#e4ddcc';
const WOOD = '#6b4a2c';
const ROPE = '#2b2520';
const SAIL = '#eee6d2';
const FUNNEL = '#2a2a2a';
const BOOT = '#7a2a22';
/** The battleship's steel greys: hull, superstructure, bridge. */
const BATTLESHIP_STEEL = ['#505860', '#6b737c', '#7d858e'] as const;
/** How far square sails are braced round (radians). */
const BRACE = 0.75;

type V3 = [number, number, number];

const part = (
  geometry: BufferGeometry,
  position: V3,
  scale: V3,
  colour: string,
  rotationY = 0,
): ColouredPart => ({ geometry, position, scale, rotationY, colour });

const accent = (
  geometry: BufferGeometry,
  position: V3,
  scale: V3,
  colour: string,
): ColouredPart => ({
  ...part(geometry, position, scale, colour),
  accent: true,
});

const UP = new Vector3(0, 1, 0);

/** A thin round bar from `a` to `b` (a mast, a yard, a stay, a gun barrel), baked in place. */
function bar(a: V3, b: V3, radius: number, colour: string, sides = 5): ColouredPart {
  const from = new Vector3(...a);
  const to = new Vector3(...b);
  const dir = to.clone().sub(from);
  const geometry = new CylinderGeometry(radius, radius, dir.length(), sides, 1, true);
  geometry.applyQuaternion(new Quaternion().setFromUnitVectors(UP, dir.clone().normalize()));
  const mid = from.add(to).multiplyScalar(0.5);
  geometry.translate(mid.x, mid.y, mid.z);
  return part(geometry, [0, 0, 0], [1, 1, 1], colour);
}

/**
 * A shaped hull, bow towards +x: the deck plan (a sharp bow, a rounded stern) extruded from the
 * keel to the deck, narrowing towards the keel and rising towards the bow (sheer).
 */
function hull(length: number, beam: number, depth: number, colour: string, sharp = 0.32) {
  const l = length / 2;
  const b = beam / 2;
  const plan = new Shape();
  plan.moveTo(l, 0);
  plan.quadraticCurveTo(l - length * sharp * 0.5, b, l - length * sharp, b);
  plan.lineTo(-l + beam * 0.45, b);
  plan.quadraticCurveTo(-l, b, -l, 0);
  plan.quadraticCurveTo(-l, -b, -l + beam * 0.45, -b);
  plan.lineTo(l - length * sharp, -b);
  plan.quadraticCurveTo(l - length * sharp * 0.5, -b, l, 0);
  const geometry = new ExtrudeGeometry(plan, { depth, bevelEnabled: false, curveSegments: 6 });
  geometry.rotateX(-Math.PI / 2);
  const p = geometry.getAttribute('position');
  for (let i = 0; i < p.count; i++) {
    const y = p.getY(i);
    const x = p.getX(i);
    const up = y / depth;
    // A V-ish section: narrower at the keel.
    p.setZ(i, p.getZ(i) * (0.45 + 0.55 * up));
    // Sheer: the deck line rises forward.
    const forward = Math.max(0, x / l);
    p.setY(i, y + up * forward * forward * depth * 0.35);
  }
  p.needsUpdate = true;
  geometry.computeVertexNormals();
  return part(geometry, [0, 0, 0], [1, 1, 1], colour);
}

/** A deck at `y` following the hull's plan, slightly inside it. */
function deck(length: number, beam: number, y: number, colour = DECK): ColouredPart {
  const d = hull(length * 0.97, beam * 0.94, 0.012, colour);
  d.geometry.translate(0, y - 0.006, 0);
  return d;
}

/** A gun turret: a low drum with a domed roof and `guns` barrels pointing along `facing` (±1). */
function turret(x: number, y: number, size: number, facing: 1 | -1, guns = 2): ColouredPart[] {
  const parts: ColouredPart[] = [
    part(ROUND, [x, y + size * 0.22, 0], [size, size * 0.45, size], GUNMETAL),
    part(DOME, [x, y + size * 0.44, 0], [size * 0.9, size * 0.35, size * 0.9], GUNMETAL),
  ];
  for (let g = 0; g < guns; g++) {
    const z = guns === 1 ? 0 : (g - (guns - 1) / 2) * size * 0.32;
    parts.push(
      bar(
        [x + facing * size * 0.3, y + size * 0.28, z],
        [x + facing * size * 1.25, y + size * 0.32, z],
        size * 0.07,
        FUNNEL,
      ),
    );
  }
  return parts;
}

/** A funnel with a band in the ship's colour near its top. */
function funnel(x: number, y: number, height: number, radius: number, rake = 0): ColouredPart[] {
  return [
    part(ROUND, [x, y + height / 2, 0], [radius * 2, height, radius * 1.7], FUNNEL),
    accent(
      ROUND,
      [x - rake, y + height * 0.82, 0],
      [radius * 2.06, height * 0.16, radius * 1.76],
      '#ffffff',
    ),
  ];
}

/** A mast with its yards (square sails when `sails`) and the stays fore and aft. */
function mast(
  x: number,
  deckY: number,
  height: number,
  yard: number,
  opts: { sails?: boolean; stayFore?: number; stayAft?: number; yards?: number },
): ColouredPart[] {
  const top = deckY + height;
  const parts: ColouredPart[] = [bar([x, deckY, 0], [x, top, 0], 0.012, WOOD, 6)];
  const yards = opts.yards ?? 2;
  // Yards braced round as on a reach, so that the sails show their faces from abeam.
  const brace = opts.sails ? BRACE : 0;
  const bx = Math.sin(brace);
  const bz = Math.cos(brace);
  for (let i = 0; i < yards; i++) {
    const y = deckY + height * (0.42 + (0.45 * i) / Math.max(1, yards - 1));
    const w = yard * (1 - i * 0.22);
    parts.push(
      bar(
        [x + (bx * w) / 2, y, (-bz * w) / 2],
        [x - (bx * w) / 2, y, (bz * w) / 2],
        0.008,
        WOOD,
        4,
      ),
    );
    if (opts.sails) {
      const below = i === 0 ? height * 0.3 : height * 0.2;
      parts.push(
        part(BOX, [x + 0.012, y - below / 2, 0], [0.012, below * 0.95, w * 0.92], SAIL, -brace),
      );
    }
  }
  if (opts.stayFore !== undefined)
    parts.push(bar([x, top, 0], [opts.stayFore, deckY + 0.01, 0], 0.004, ROPE, 3));
  if (opts.stayAft !== undefined)
    parts.push(bar([x, top, 0], [opts.stayAft, deckY + 0.01, 0], 0.004, ROPE, 3));
  // Shrouds down to either side of the deck.
  parts.push(
    bar([x, top * 0.92, 0], [x - 0.05, deckY + 0.01, 0.1], 0.003, ROPE, 3),
    bar([x, top * 0.92, 0], [x - 0.05, deckY + 0.01, -0.1], 0.003, ROPE, 3),
  );
  return parts;
}

/** A merchant steamer: a tall-sided hull, a bridge house, one tall funnel, two masts with derricks. */
function steamer(): ColouredPart[] {
  const d = 0.2;
  return [
    hull(0.96, 0.24, d, IRON),
    part(BOX, [0, 0.035, 0], [0.9, 0.05, 0.2], BOOT),
    deck(0.96, 0.24, d),
    part(BOX, [-0.08, d + 0.05, 0], [0.22, 0.1, 0.17], HOUSE),
    part(BOX, [-0.06, d + 0.115, 0], [0.12, 0.04, 0.19], HOUSE),
    ...funnel(-0.1, d + 0.1, 0.2, 0.035),
    // Cargo hatches fore and aft.
    part(BOX, [0.2, d + 0.015, 0], [0.12, 0.03, 0.12], WOOD),
    part(BOX, [-0.32, d + 0.015, 0], [0.1, 0.03, 0.12], WOOD),
    ...mast(0.3, d, 0.36, 0.14, { stayFore: 0.47, yards: 1 }),
    ...mast(-0.34, d, 0.3, 0.12, { stayAft: -0.47, yards: 1 }),
    bar([0.3, d + 0.3, 0], [-0.1, d + 0.3, 0], 0.003, ROPE, 3),
  ];
}

/** A clipper: a long, sharp wooden hull with three masts under full square sail and a bowsprit. */
function clipper(): ColouredPart[] {
  const d = 0.15;
  return [
    hull(0.98, 0.2, d, '#2d2722', 0.4),
    part(BOX, [0, d - 0.03, 0], [0.85, 0.025, 0.205], '#e8e0c8'),
    deck(0.98, 0.2, d, '#c2ad84'),
    bar([0.45, d + 0.04, 0], [0.66, d + 0.12, 0], 0.01, WOOD),
    ...mast(0.22, d, 0.56, 0.28, { sails: true, stayFore: 0.64, yards: 3 }),
    ...mast(-0.02, d, 0.62, 0.3, { sails: true, yards: 3 }),
    ...mast(-0.26, d, 0.5, 0.24, { sails: true, stayAft: -0.48, yards: 3 }),
    bar([0.22, d + 0.56, 0], [-0.02, d + 0.62, 0], 0.003, ROPE, 3),
    bar([-0.02, d + 0.62, 0], [-0.26, d + 0.5, 0], 0.003, ROPE, 3),
    // A pennant in the ship's colour at the main truck.
    accent(BOX, [-0.06, d + 0.6, 0], [0.08, 0.035, 0.006], '#ffffff'),
  ];
}

/** A steam frigate: a black hull with a row of gunports, three rigged masts and one funnel. */
function frigate(): ColouredPart[] {
  const d = 0.19;
  const ports: ColouredPart[] = [];
  for (let i = 0; i < 7; i++) {
    const x = -0.3 + i * 0.09;
    ports.push(part(BOX, [x, d * 0.66, 0], [0.035, 0.03, 0.232], '#d8cfa8'));
  }
  return [
    hull(1, 0.23, d, '#22262b', 0.34),
    ...ports,
    deck(1, 0.23, d),
    bar([0.46, d + 0.03, 0], [0.64, d + 0.1, 0], 0.01, WOOD),
    ...mast(0.25, d, 0.5, 0.26, { stayFore: 0.62, yards: 2 }),
    ...mast(0.0, d, 0.56, 0.28, { yards: 2 }),
    ...mast(-0.27, d, 0.44, 0.22, { stayAft: -0.49, yards: 2 }),
    bar([0.25, d + 0.5, 0], [0, d + 0.56, 0], 0.003, ROPE, 3),
    bar([0, d + 0.56, 0], [-0.27, d + 0.44, 0], 0.003, ROPE, 3),
    ...funnel(0.12, d, 0.2, 0.032),
    accent(BOX, [-0.31, d + 0.45, 0], [0.08, 0.05, 0.006], '#ffffff'),
  ];
}

/** An ironclad: a low armoured hull, a casemate, turrets fore and aft, two funnels, a pole mast. */
function ironclad(): ColouredPart[] {
  const d = 0.14;
  return [
    hull(1, 0.26, d, IRON, 0.26),
    // The ram at the bow's waterline.
    part(new ConeGeometry(0.05, 0.12, 6), [0.52, 0.065, 0], [1, 1, 0.6], IRON),
    deck(1, 0.26, d, '#8f8a7c'),
    part(BOX, [-0.02, d + 0.045, 0], [0.34, 0.09, 0.19], GUNMETAL),
    part(BOX, [0.1, d + 0.11, 0], [0.08, 0.05, 0.1], HOUSE),
    ...turret(0.3, d, 0.13, 1),
    ...turret(-0.33, d, 0.13, -1),
    ...funnel(0.0, d + 0.08, 0.16, 0.032),
    ...funnel(-0.1, d + 0.08, 0.14, 0.03),
    ...mast(0.14, d + 0.13, 0.3, 0.1, { stayFore: 0.45, stayAft: -0.3, yards: 1 }),
    accent(BOX, [0.1, d + 0.42, 0], [0.07, 0.04, 0.006], '#ffffff'),
  ];
}

/** A battleship: long and heavy, twin-gun turrets, a tall superstructure, two raked funnels. */
function battleship(): ColouredPart[] {
  const d = 0.17;
  return [
    hull(1, 0.27, d, BATTLESHIP_STEEL[0], 0.3),
    part(BOX, [0, 0.03, 0], [0.94, 0.04, 0.2], BOOT),
    deck(1, 0.27, d, '#a89a7c'),
    part(BOX, [0.0, d + 0.05, 0], [0.4, 0.1, 0.2], BATTLESHIP_STEEL[1]),
    part(BOX, [0.13, d + 0.14, 0], [0.11, 0.09, 0.15], BATTLESHIP_STEEL[2]),
    part(BOX, [0.15, d + 0.21, 0], [0.07, 0.05, 0.17], HOUSE),
    ...turret(0.31, d, 0.15, 1),
    ...turret(-0.32, d, 0.15, -1),
    ...turret(0.06, d + 0.1, 0.08, 1, 1),
    ...funnel(-0.02, d + 0.1, 0.19, 0.036),
    ...funnel(-0.12, d + 0.1, 0.17, 0.034),
    ...mast(0.12, d + 0.23, 0.28, 0.14, { stayFore: 0.42, yards: 1 }),
    part(ROUND, [0.12, d + 0.4, 0], [0.05, 0.03, 0.05], GUNMETAL),
    ...mast(-0.22, d + 0.1, 0.26, 0.1, { stayAft: -0.45, yards: 1 }),
    accent(BOX, [-0.26, d + 0.34, 0], [0.07, 0.045, 0.006], '#ffffff'),
  ];
}

/** The Sea Serpent: coils breaking the surface in a line, a horned head rearing at the front. */
function serpent(): ColouredPart[] {
  const skin = '#2f6a4c';
  const belly = '#b7c48a';
  const coils: ColouredPart[] = [];
  const radii = [0.13, 0.11, 0.09, 0.07];
  let x = 0.2;
  for (const r of radii) {
    const arc = new TorusGeometry(r, 0.045 * (r / 0.13) + 0.015, 6, 12, Math.PI);
    coils.push(part(arc, [x - r, 0.01, 0], [1, 1.4, 1], skin));
    // A fin along the top of the coil, in the token's colour.
    coils.push(
      accent(
        new ConeGeometry(0.03, 0.07, 4),
        [x - r, 0.01 + r * 1.4 + 0.05, 0],
        [1, 1, 0.4],
        '#ffffff',
      ),
    );
    x -= r * 2 + 0.035;
  }
  const tail = new ConeGeometry(0.03, 0.16, 6);
  tail.rotateZ(Math.PI / 2);
  return [
    ...coils,
    // Neck and head.
    bar([0.24, 0.0, 0], [0.36, 0.36, 0], 0.05, skin, 8),
    part(DOME, [0.4, 0.4, 0], [0.16, 0.1, 0.11], skin),
    part(new ConeGeometry(0.045, 0.12, 6), [0.5, 0.38, 0], [1, 1, 0.8], skin, 0),
    part(DOME, [0.33, 0.15, 0], [0.06, 0.12, 0.08], belly),
    bar([0.38, 0.43, 0.03], [0.31, 0.53, 0.05], 0.012, '#e8e0c0', 4),
    bar([0.38, 0.43, -0.03], [0.31, 0.53, -0.05], 0.012, '#e8e0c0', 4),
    part(DOME, [0.44, 0.43, 0.045], [0.025, 0.025, 0.02], '#e7d24a'),
    part(DOME, [0.44, 0.43, -0.045], [0.025, 0.025, 0.02], '#e7d24a'),
    part(tail, [x + 0.02, 0.03, 0], [1, 1, 1], skin),
  ];
}

/** The Airship: a long envelope aloft, a gondola with propellers, cruciform tail fins. */
function airship(): ColouredPart[] {
  const profile: Vector2[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    // From the tail (t=0) to the nose (t=1): fuller forward, tapering aft.
    const r = Math.sin(Math.PI * Math.pow(t, 0.8)) * 0.13 + (i === 0 || i === 12 ? 0 : 0.004);
    profile.push(new Vector2(r, -0.45 + t * 0.9));
  }
  const envelope = new LatheGeometry(profile, 14);
  envelope.rotateZ(-Math.PI / 2);
  const y = 0.5;
  const fin = (rx: number): ColouredPart => ({
    ...part(BOX, [-0.38, y, 0], [0.14, 0.24, 0.008], '#d9d2bf'),
    rotationX: rx,
  });
  return [
    part(envelope, [0, y, 0], [1, 1, 1], '#cfc8b4'),
    // Bands in the ship's colour round the envelope.
    { ...bar([0.1, y, 0], [0.15, y, 0], 0.128, '#ffffff', 14), accent: true },
    { ...bar([-0.2, y, 0], [-0.17, y, 0], 0.124, '#ffffff', 14), accent: true },
    fin(0),
    fin(Math.PI / 2),
    part(BOX, [0.02, y - 0.2, 0], [0.22, 0.05, 0.06], WOOD),
    part(BOX, [0.02, y - 0.23, 0], [0.2, 0.012, 0.065], GUNMETAL),
    bar([-0.06, y - 0.18, 0], [-0.06, y - 0.1, 0], 0.006, ROPE, 3),
    bar([0.1, y - 0.18, 0], [0.1, y - 0.1, 0], 0.006, ROPE, 3),
    bar([0.02, y - 0.18, 0.03], [0.02, y - 0.11, 0.08], 0.006, ROPE, 3),
    bar([0.02, y - 0.18, -0.03], [0.02, y - 0.11, -0.08], 0.006, ROPE, 3),
    part(BOX, [-0.1, y - 0.2, 0.05], [0.006, 0.09, 0.012], FUNNEL),
    part(BOX, [-0.1, y - 0.2, -0.05], [0.006, 0.09, 0.012], FUNNEL),
    // Its shadow-catching mooring line down to the sea.
    bar([0.02, y - 0.23, 0], [0.02, 0.0, 0], 0.004, ROPE, 3),
    part(ROUND, [0.02, 0.01, 0], [0.06, 0.02, 0.06], GUNMETAL),
  ];
}

/** A Hidden Ship: a dark, low hull with a single shrouded house, no detail to give it away. */
function hidden(): ColouredPart[] {
  const d = 0.16;
  return [
    hull(0.94, 0.26, d, '#1b2633'),
    deck(0.94, 0.26, d, '#1b2633'),
    part(BOX, [-0.05, d + 0.06, 0], [0.3, 0.12, 0.16], '#26384a'),
  ];
}

/** The parts of bare metal: iron hulls, guns and turrets, funnels (glossy and metallic). */
const METAL_COLOURS = new Set([IRON, GUNMETAL, FUNNEL, ...BATTLESHIP_STEEL]);

const BUILDERS: Record<MiniatureClass, () => ColouredPart[]> = {
  steamer,
  clipper,
  frigate,
  ironclad,
  battleship,
  serpent,
  airship,
  hidden,
};

/**
 * A ship miniature of one class, bow towards +x, about one unit long, standing on y = 0: one
 * vertex-coloured geometry (one draw call). The parts in the ship's own colour (funnel bands,
 * pennants, the serpent's fins, the airship's band) carry an `accent` attribute of 1, which an
 * instanced mesh tints per ship (accentTintMaterial); `accent` paints them when not instanced.
 * Iron, guns and funnels carry a `metal` attribute of 1 (glossy metal), the rest 0 (matte).
 */
export function createShipMiniatureGeometry(
  kind: MiniatureClass,
  accentColour = '#ffffff',
): BufferGeometry {
  const parts = BUILDERS[kind]().map((p) =>
    p.accent
      ? { ...p, colour: accentColour, metal: 0 }
      : { ...p, metal: METAL_COLOURS.has(p.colour) ? 1 : 0 },
  );
  const merged = mergeColoured(parts);
  for (const p of parts)
    if (p.geometry !== BOX && p.geometry !== ROUND && p.geometry !== DOME) p.geometry.dispose();
  merged.computeBoundingBox();
  return merged;
}
