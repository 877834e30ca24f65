import { BufferGeometry, Color, Float32BufferAttribute, Matrix4, Quaternion, Vector3 } from 'three';

export interface ColouredPart {
  geometry: BufferGeometry;
  position: [number, number, number];
  scale: [number, number, number];
  rotationY: number;
  rotationX?: number;
  colour: string;
  /** Painted in the piece's own colour: an `accent` attribute of 1 (see tintAccents). */
  accent?: boolean;
  /** How metallic the part is, 0 (paint, wood, cloth) to 1 (bare iron): a `metal` attribute. */
  metal?: number;
}

const matrix = new Matrix4();
const quaternion = new Quaternion();
const colour = new Color();

/** Bakes transformed, vertex-coloured copies of small shapes into one geometry (one draw call). */
export function mergeColoured(parts: ColouredPart[]): BufferGeometry {
  const positions: number[] = [];
  const normals: number[] = [];
  const colours: number[] = [];
  const accents: number[] = [];
  const metals: number[] = [];
  for (const part of parts) {
    const source = part.geometry.index ? part.geometry.toNonIndexed() : part.geometry.clone();
    quaternion.setFromAxisAngle(new Vector3(0, 1, 0), part.rotationY);
    if (part.rotationX) {
      quaternion.multiply(new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), part.rotationX));
    }
    matrix.compose(new Vector3(...part.position), quaternion, new Vector3(...part.scale));
    source.applyMatrix4(matrix);
    colour.set(part.colour);
    const p = source.getAttribute('position');
    const n = source.getAttribute('normal');
    for (let i = 0; i < p.count; i++) {
      positions.push(p.getX(i), p.getY(i), p.getZ(i));
      normals.push(n.getX(i), n.getY(i), n.getZ(i));
      colours.push(colour.r, colour.g, colour.b);
      accents.push(part.accent ? 1 : 0);
      metals.push(part.metal ?? 0);
    }
    source.dispose();
  }
  const merged = new BufferGeometry();
  merged.setAttribute('position', new Float32BufferAttribute(positions, 3));
  merged.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  merged.setAttribute('color', new Float32BufferAttribute(colours, 3));
  if (parts.some((p) => p.accent))
    merged.setAttribute('accent', new Float32BufferAttribute(accents, 1));
  if (parts.some((p) => p.metal !== undefined))
    merged.setAttribute('metal', new Float32BufferAttribute(metals, 1));
  merged.computeBoundingSphere();
  return merged;
}
