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

const HULL = '#9a9a9a';
const DECK = '#d8d0c0';
const FUNNEL = '#262626';

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
  ship.translate(x, 0.01, z);
  return ship;
}

export function buildSquadron(): Mesh {
  const base = new CylinderGeometry(0.38, 0.4, 0.04, 6);
  base.translate(0, 0.02, 0);
  const geometry = mergeGeometries([
    paint(base, '#f2f2f2'),
    warship(0.06, -0.2, 1.5, 0.15),
    warship(-0.08, 0.0, 1.45, 0.15),
    warship(0.08, 0.2, 1.4, 0.15),
  ]);
  geometry.computeVertexNormals();
  const material = new MeshStandardMaterial({ vertexColors: true, metalness: 0.3, roughness: 0.55 });
  const mesh = new Mesh(geometry, material);
  mesh.name = 'Squadron';
  return mesh;
}
