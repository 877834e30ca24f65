import {
  BoxGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  Mesh,
  MeshStandardMaterial,
  Shape,
  type BufferGeometry,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { paint } from './paint';

const HULL = '#d9d9d9';
const DECK = '#b8b0a0';
const FUNNEL = '#3a3a3a';

function warship(x: number, z: number, scale: number, yaw: number): BufferGeometry {
  const outline = new Shape();
  outline.moveTo(-0.2, -0.05);
  outline.lineTo(0.12, -0.05);
  outline.lineTo(0.22, 0);
  outline.lineTo(0.12, 0.05);
  outline.lineTo(-0.2, 0.05);
  outline.closePath();
  const hullGeometry = new ExtrudeGeometry(outline, { depth: 0.06, bevelEnabled: false });
  hullGeometry.rotateX(Math.PI / 2);
  hullGeometry.translate(0, 0.06, 0);
  const deckhouse = new BoxGeometry(0.12, 0.04, 0.06);
  deckhouse.translate(-0.02, 0.08, 0);
  const funnelA = new CylinderGeometry(0.017, 0.02, 0.08, 6);
  funnelA.translate(0.02, 0.13, 0);
  const funnelB = funnelA.clone().translate(-0.06, 0, 0);
  const mast = new BoxGeometry(0.008, 0.16, 0.008);
  mast.translate(0.1, 0.14, 0);
  const ship = mergeGeometries([
    paint(hullGeometry, HULL),
    paint(deckhouse, DECK),
    paint(funnelA, FUNNEL),
    paint(funnelB, FUNNEL),
    paint(mast, FUNNEL),
  ]);
  ship.scale(scale, scale, scale);
  ship.rotateY(yaw);
  ship.translate(x, 0.03, z);
  return ship;
}

export function buildSquadron(): Mesh {
  const base = new CylinderGeometry(0.36, 0.38, 0.05, 6);
  base.translate(0, 0.025, 0);
  const geometry = mergeGeometries([
    paint(base, '#f2f2f2'),
    warship(0.06, -0.15, 1, 0.2),
    warship(-0.1, 0.02, 0.9, 0.2),
    warship(0.12, 0.17, 0.85, 0.2),
  ]);
  geometry.computeVertexNormals();
  const material = new MeshStandardMaterial({ vertexColors: true, metalness: 0.3, roughness: 0.55 });
  const mesh = new Mesh(geometry, material);
  mesh.name = 'Squadron';
  return mesh;
}
