import { Box3, Matrix4, Vector3, type Camera, type InstancedMesh, type Object3D } from 'three';
import type { PageBox } from '../state/table/tableItem';
import { pagePoint } from './pagePoint';

/** A piece's extent on the page, in CSS pixels, and its centre (where a pointer finds it). */
export interface ScreenBox extends PageBox {
  key: string;
  width: number;
  height: number;
  x: number;
  y: number;
}

const corner = new Vector3();
const instance = new Matrix4();

function boxOnPage(
  box: Box3,
  matrix: Matrix4,
  camera: Camera,
  canvas: HTMLCanvasElement,
  key: string,
): ScreenBox {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (let i = 0; i < 8; i++) {
    corner
      .set(
        i & 1 ? box.max.x : box.min.x,
        i & 2 ? box.max.y : box.min.y,
        i & 4 ? box.max.z : box.min.z,
      )
      .applyMatrix4(matrix);
    const p = pagePoint(camera, canvas, [corner.x, corner.y, corner.z]);
    left = Math.min(left, p.x);
    right = Math.max(right, p.x);
    top = Math.min(top, p.y);
    bottom = Math.max(bottom, p.y);
  }
  const centre = new Vector3()
    .addVectors(box.min, box.max)
    .multiplyScalar(0.5)
    .applyMatrix4(matrix);
  const at = pagePoint(camera, canvas, [centre.x, centre.y, centre.z]);
  return { key, left, top, right, bottom, width: right - left, height: bottom - top, ...at };
}

/** The object and every group it sits in are visible (a hidden group hides what it holds). */
function shownInScene(object: Object3D): boolean {
  for (let o: Object3D | null = object; o; o = o.parent) if (!o.visible) return false;
  return true;
}

/**
 * Where the object named `name` lies on the page with the live camera (debug probes, and the
 * info card that keeps clear of the tableau). For an
 * instanced piece mesh (whose `userData.keys` name its instances), every piece whose key starts
 * with `keyPrefix`; for any other object, its world bounding box. Empty when it or a group it
 * sits in is hidden.
 */
export function screenBoxesOf(
  scene: Object3D,
  camera: Camera,
  canvas: HTMLCanvasElement,
  name: string,
  keyPrefix = '',
): ScreenBox[] {
  const object = scene.getObjectByName(name);
  if (!object || !shownInScene(object)) return [];
  object.updateWorldMatrix(true, true);
  const mesh = object as InstancedMesh;
  const keys = mesh.userData.keys as string[] | undefined;
  if (mesh.isInstancedMesh && keys) {
    if (!mesh.geometry.boundingBox) mesh.geometry.computeBoundingBox();
    const box = mesh.geometry.boundingBox;
    if (!box) return [];
    const found: ScreenBox[] = [];
    keys.slice(0, mesh.count).forEach((key, index) => {
      if (!key.startsWith(keyPrefix)) return;
      mesh.getMatrixAt(index, instance);
      instance.premultiply(mesh.matrixWorld);
      found.push(boxOnPage(box, instance, camera, canvas, key));
    });
    return found;
  }
  const box = new Box3().setFromObject(object);
  if (box.isEmpty()) return [];
  return [boxOnPage(box, new Matrix4(), camera, canvas, name)];
}
