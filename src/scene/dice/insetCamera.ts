import { PerspectiveCamera, Vector3 } from 'three';
import { TRAY_POSITION } from '../cameraPoses';
import { fitPose } from '../fitCamera';

const FOV = 35;
const [TRAY_X, , TRAY_Z] = TRAY_POSITION;
/** Steeply down onto the tray, so the dice faces read large. */
const INSET_POSE = {
  position: [TRAY_X, 14, TRAY_Z + 3.5] as [number, number, number],
  target: [TRAY_X, 0, TRAY_Z] as [number, number, number],
};
/** The tray's felt (12 × 8 die edges at TRAY_SCALE): where dice come to rest. */
export const TRAY_FLOOR: readonly Vector3[] = [
  new Vector3(TRAY_X - 4.5, 0, TRAY_Z - 3),
  new Vector3(TRAY_X + 4.5, 0, TRAY_Z - 3),
  new Vector3(TRAY_X - 4.5, 0, TRAY_Z + 3),
  new Vector3(TRAY_X + 4.5, 0, TRAY_Z + 3),
];

/** The dice inset's camera. */
export function makeInsetCamera(): PerspectiveCamera {
  return new PerspectiveCamera(FOV, 1, 0.5, 100);
}

/** Points the inset's camera down at the tray so that its whole felt fills an inset this size. */
export function fitInsetCamera(camera: PerspectiveCamera, width: number, height: number): void {
  camera.aspect = width / height;
  camera.updateProjectionMatrix();
  const full = { left: 0, top: 0, width, height };
  const pose = fitPose(INSET_POSE, [...TRAY_FLOOR], FOV, width, height, full);
  camera.position.set(...pose.position);
  camera.lookAt(new Vector3(...pose.target));
  camera.updateMatrixWorld();
}
