import { BufferAttribute, Color, type BufferGeometry } from 'three';

/** Gives every vertex of a part one colour and drops uvs so the parts merge into one mesh. */
export function paint(geometry: BufferGeometry, colour: string): BufferGeometry {
  const g = geometry.index ? geometry.toNonIndexed() : geometry;
  g.deleteAttribute('uv');
  const c = new Color(colour);
  const count = g.getAttribute('position').count;
  const colours = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) colours.set([c.r, c.g, c.b], i * 3);
  g.setAttribute('color', new BufferAttribute(colours, 3));
  return g;
}
