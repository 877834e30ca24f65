import { PerspectiveCamera, Vector3 } from 'three';
import type { ScreenRect } from '../state/app/screenLayout';
import type { CameraPose } from './cameraPoses';

const probe = new PerspectiveCamera();
const projected = new Vector3();
const direction = new Vector3();
const target = new Vector3();
const away = new Vector3();
const screenRight = new Vector3();
/** Empty page pixels kept between the subject and the stage's edges. */
const PADDING = 10;

/**
 * Moves a pose along its own line of sight and slides its target on the table, so that every
 * point lands inside `stage` (page pixels of a `width`×`height` canvas), as large as it fits
 * and centred there. The viewing angle stays the pose's.
 */
export function fitPose(
  pose: CameraPose,
  points: readonly Vector3[],
  fov: number,
  width: number,
  height: number,
  stage: ScreenRect,
): CameraPose {
  if (points.length === 0 || width <= 0 || height <= 0) return pose;
  direction.set(...pose.position).sub(target.set(...pose.target));
  let distance = direction.length();
  direction.normalize();
  const elevation = Math.max(0.2, Math.asin(Math.min(1, direction.y)));
  // On the table: the way the camera looks (up the screen), and screen-right.
  away.set(-direction.x, 0, -direction.z);
  if (away.lengthSq() < 1e-6) away.set(0, 0, -1);
  away.normalize();
  screenRight.set(-away.z, 0, away.x);
  probe.fov = fov;
  probe.aspect = width / height;
  probe.near = 0.1;
  probe.far = 1000;
  probe.updateProjectionMatrix();
  const left = stage.left + PADDING;
  const right = stage.left + stage.width - PADDING;
  const top = stage.top + PADDING;
  const bottom = stage.top + stage.height - PADDING;
  const goalX = (left + right) / 2;
  const goalY = (top + bottom) / 2;
  for (let i = 0; i < 40; i++) {
    probe.position.copy(target).addScaledVector(direction, distance);
    probe.lookAt(target);
    probe.updateMatrixWorld();
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const p of points) {
      projected.copy(p).project(probe);
      const x = ((projected.x + 1) / 2) * width;
      const y = ((1 - projected.y) / 2) * height;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const scale = Math.max((maxX - minX) / (right - left), (maxY - minY) / (bottom - top));
    const pixel = (2 * distance * Math.tan((fov * Math.PI) / 360)) / height;
    target.addScaledVector(screenRight, -(goalX - (minX + maxX) / 2) * pixel);
    target.addScaledVector(away, ((goalY - (minY + maxY) / 2) * pixel) / Math.sin(elevation));
    distance *= Math.pow(scale, 0.7);
  }
  const position = target.clone().addScaledVector(direction, distance);
  return { position: [position.x, position.y, position.z], target: [target.x, target.y, target.z] };
}

/**
 * How far the wheel may pull back, as a multiple of the fitted table view's distance: the whole
 * board stays in view and large, never a small tile on an empty floor.
 */
export const ZOOM_OUT_LIMIT = 1.35;

/** The farthest the camera may be from its target for a fitted table view at `distance`. */
export function maxZoomDistance(distance: number): number {
  return Math.max(12, distance * ZOOM_OUT_LIMIT);
}
