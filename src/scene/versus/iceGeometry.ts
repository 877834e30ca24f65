import { BoxGeometry, CylinderGeometry, OctahedronGeometry, type BufferGeometry } from 'three';
import { IMPERIALIST_MAP_CHANGES } from '../../core/data';
import { linkSegments } from './linkEnds';
import { mergeColoured, type ColouredPart } from './mergeColoured';

const ICE_COLOURS = ['#f4fbff', '#dcefff', '#bfe0f7', '#e8f6ff', '#a9d3f0'];

/** A small deterministic generator, so the ice looks the same on every table. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Arctic Ice: pack-ice floes and crystals along the iced links, merged into one geometry. */
export function createIceGeometry(): BufferGeometry {
  const floe = new CylinderGeometry(0.5, 0.5, 1, 6);
  const crystal = new OctahedronGeometry(0.5, 0);
  const ribbon = new BoxGeometry(1, 1, 1);
  const parts: ColouredPart[] = [];
  const rand = random(1870);
  const pick = () => ICE_COLOURS[Math.floor(rand() * ICE_COLOURS.length)] ?? '#ffffff';
  for (const { a, b } of IMPERIALIST_MAP_CHANGES.arcticIce) {
    for (const [from, to] of linkSegments(a, b)) {
      const dx = to.x - from.x;
      const dz = to.z - from.z;
      const length = Math.hypot(dx, dz);
      const nx = -dz / length;
      const nz = dx / length;
      parts.push({
        geometry: ribbon,
        position: [(from.x + to.x) / 2, 0.005, (from.z + to.z) / 2],
        scale: [length * 0.94, 0.01, 0.3],
        rotationY: -Math.atan2(dz, dx),
        colour: '#e3f2fb',
      });
      const steps = Math.max(2, Math.round(length / 0.09));
      for (let i = 0; i <= steps; i++) {
        const t = 0.03 + (0.94 * i) / steps;
        const side = (rand() - 0.5) * 0.4;
        const x = from.x + dx * t + nx * side;
        const z = from.z + dz * t + nz * side;
        const size = 0.22 + rand() * 0.16;
        parts.push({
          geometry: floe,
          position: [x, 0.012, z],
          scale: [size, 0.024, size * (0.7 + rand() * 0.3)],
          rotationY: rand() * Math.PI,
          colour: pick(),
        });
        if (rand() < 0.6) {
          const h = 0.12 + rand() * 0.16;
          parts.push({
            geometry: crystal,
            position: [x + (rand() - 0.5) * 0.12, 0.02 + h / 2, z + (rand() - 0.5) * 0.12],
            scale: [0.09 + rand() * 0.06, h, 0.09 + rand() * 0.06],
            rotationY: rand() * Math.PI,
            rotationX: (rand() - 0.5) * 0.6,
            colour: pick(),
          });
        }
      }
    }
  }
  const merged = mergeColoured(parts);
  floe.dispose();
  crystal.dispose();
  ribbon.dispose();
  return merged;
}
