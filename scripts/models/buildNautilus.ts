import {
  BoxGeometry,
  ConeGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  LatheGeometry,
  Mesh,
  MeshStandardMaterial,
  Shape,
  SphereGeometry,
  Vector2,
  type BufferGeometry,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { paint } from './paint';

const IRON = '#71878f';
const DARK = '#3c4a50';
const BRONZE = '#c89b4f';
const LAMP = '#ffd27a';

/** A cigar hull along +x (bow), with a serrated spine, wheelhouse, fins, rudder and prow ram. */
function hull(): BufferGeometry {
  const profile = [
    [0, -0.55],
    [0.05, -0.52],
    [0.1, -0.42],
    [0.13, -0.25],
    [0.14, 0],
    [0.13, 0.2],
    [0.1, 0.36],
    [0.05, 0.46],
    [0, 0.5],
  ].map(([r, y]) => new Vector2(r, y));
  const g = new LatheGeometry(profile, 12);
  g.rotateZ(-Math.PI / 2);
  g.scale(1, 0.85, 1);
  return paint(g, IRON);
}

function spine(): BufferGeometry {
  const s = new Shape();
  s.moveTo(-0.42, 0);
  const teeth = 9;
  for (let i = 0; i <= teeth; i++) {
    const x = -0.42 + (0.8 * i) / teeth;
    s.lineTo(x, i % 2 === 0 ? 0.05 : 0.085);
  }
  s.lineTo(0.42, 0);
  s.closePath();
  const g = new ExtrudeGeometry(s, { depth: 0.02, bevelEnabled: false });
  g.translate(0, 0.1, -0.01);
  return paint(g, BRONZE);
}

function wheelhouse(): BufferGeometry {
  const g = new CylinderGeometry(0.045, 0.06, 0.07, 8);
  g.scale(1.8, 1, 1);
  g.translate(0.12, 0.14, 0);
  const lamp = new SphereGeometry(0.022, 6, 4);
  lamp.translate(0.2, 0.145, 0);
  return mergeGeometries([paint(g, BRONZE), paint(lamp, LAMP)]);
}

function fins(): BufferGeometry {
  const side = (z: number) => {
    const g = new BoxGeometry(0.16, 0.012, 0.1);
    g.translate(-0.2, -0.02, z);
    return paint(g, DARK);
  };
  const rudderShape = new Shape();
  rudderShape.moveTo(0, 0);
  rudderShape.lineTo(-0.12, 0.12);
  rudderShape.lineTo(-0.14, -0.12);
  rudderShape.closePath();
  const rudder = new ExtrudeGeometry(rudderShape, { depth: 0.012, bevelEnabled: false });
  rudder.translate(-0.46, 0, -0.006);
  const screw = new BoxGeometry(0.01, 0.16, 0.03);
  screw.translate(-0.57, 0, 0);
  const screw2 = screw.clone().rotateX(Math.PI / 2);
  return mergeGeometries([side(0.15), side(-0.15), paint(rudder, DARK), paint(screw, BRONZE), paint(screw2, BRONZE)]);
}

function ram(): BufferGeometry {
  const g = new ConeGeometry(0.035, 0.2, 6);
  g.rotateZ(-Math.PI / 2);
  g.translate(0.63, 0, 0);
  return paint(g, BRONZE);
}

function stand(): BufferGeometry {
  const g = new CylinderGeometry(0.5, 0.52, 0.04, 20);
  g.scale(1.15, 1, 0.42);
  g.translate(0, -0.135, 0);
  return paint(g, '#2a3f52');
}

export function buildNautilus(): Mesh {
  const geometry = mergeGeometries([hull(), spine(), wheelhouse(), fins(), ram(), stand()]);
  geometry.translate(0, 0.155, 0);
  geometry.computeVertexNormals();
  const material = new MeshStandardMaterial({ vertexColors: true, metalness: 0.55, roughness: 0.45 });
  const mesh = new Mesh(geometry, material);
  mesh.name = 'Nautilus';
  return mesh;
}
