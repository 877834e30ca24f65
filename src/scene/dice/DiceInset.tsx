import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { PerspectiveCamera, Vector3 } from 'three';
import {
  diceInsetShownAtom,
  dockCollapsedAtom,
  screenLayout,
  screenModeAtom,
} from '../../state/screenLayout';
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
const TRAY_FLOOR = [
  new Vector3(TRAY_X - 4.5, 0, TRAY_Z - 3),
  new Vector3(TRAY_X + 4.5, 0, TRAY_Z - 3),
  new Vector3(TRAY_X - 4.5, 0, TRAY_Z + 3),
  new Vector3(TRAY_X + 4.5, 0, TRAY_Z + 3),
];

/**
 * Draws the table, then, while dice are shown, the dice tray a second time into the inset that
 * the panel dock keeps for it (screenLayout's diceRect), so a roll is always in view and its
 * faces stay readable whatever the main camera frames. Owns the frame's rendering.
 */
export function DiceInset() {
  const shown = useAtomValue(diceInsetShownAtom);
  const mode = useAtomValue(screenModeAtom);
  const collapsed = useAtomValue(dockCollapsedAtom);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const invalidate = useThree((s) => s.invalidate);
  const camera = useMemo(() => new PerspectiveCamera(FOV, 1, 0.5, 100), []);
  const rect = screenLayout(width, height, mode, collapsed).diceRect;

  useEffect(() => {
    if (rect.width <= 0 || rect.height <= 0) return;
    camera.aspect = rect.width / rect.height;
    camera.updateProjectionMatrix();
    const full = { left: 0, top: 0, width: rect.width, height: rect.height };
    const pose = fitPose(INSET_POSE, TRAY_FLOOR, FOV, rect.width, rect.height, full);
    camera.position.set(...pose.position);
    camera.lookAt(new Vector3(...pose.target));
    camera.updateMatrixWorld();
    invalidate();
  }, [camera, rect.width, rect.height, invalidate]);

  useEffect(() => invalidate(), [shown, rect.left, rect.top, invalidate]);

  useFrame(({ gl, scene, camera: main }) => {
    gl.info.autoReset = false;
    gl.info.reset();
    gl.setScissorTest(false);
    gl.setViewport(0, 0, width, height);
    gl.render(scene, main);
    if (!shown || rect.width <= 0 || rect.height <= 0) return;
    const bottom = height - rect.top - rect.height;
    gl.setViewport(rect.left, bottom, rect.width, rect.height);
    gl.setScissor(rect.left, bottom, rect.width, rect.height);
    gl.setScissorTest(true);
    gl.render(scene, camera);
    gl.setScissorTest(false);
    gl.setViewport(0, 0, width, height);
  }, 1);

  return null;
}
