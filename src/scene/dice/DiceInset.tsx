import { useFrame, useThree } from '@react-three/fiber';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import type { Object3D } from 'three';
import {
  diceInsetShownAtom,
  dockCollapsedAtom,
  screenLayout,
  screenModeAtom,
} from '../../state/app/screenLayout';
import { DICE_TRAY_ROOT } from './DiceTray';
import { fitInsetCamera, makeInsetCamera } from './insetCamera';

/**
 * Draws the table, then, while dice are shown, the dice tray into the inset that the panel dock
 * keeps for it (screenLayout's diceRect), so a roll is always in view and its faces stay
 * readable whatever the main camera frames. Where the dock keeps an inset, the table view leaves
 * the tray out: it stands beside the board, under the dock, and would show there half covered.
 * Owns the frame's rendering.
 */
export function DiceInset() {
  const shown = useAtomValue(diceInsetShownAtom);
  const mode = useAtomValue(screenModeAtom);
  const collapsed = useAtomValue(dockCollapsedAtom);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const invalidate = useThree((s) => s.invalidate);
  const camera = useMemo(makeInsetCamera, []);
  const rect = screenLayout(width, height, mode, collapsed).diceRect;
  const tray = useRef<Object3D | null>(null);
  const scene = useThree((s) => s.scene);
  const hasInset = rect.width > 0 && rect.height > 0;

  useEffect(() => {
    if (rect.width <= 0 || rect.height <= 0) return;
    fitInsetCamera(camera, rect.width, rect.height);
    invalidate();
  }, [camera, rect.width, rect.height, invalidate]);

  useEffect(() => invalidate(), [shown, rect.left, rect.top, invalidate]);

  useFrame(({ gl, camera: main }) => {
    gl.info.autoReset = false;
    gl.info.reset();
    gl.setScissorTest(false);
    gl.setViewport(0, 0, width, height);
    if (!tray.current?.parent) tray.current = scene.getObjectByName(DICE_TRAY_ROOT) ?? null;
    const trayRoot = tray.current;
    // Hidden from the table view between frames too, so that probes see what the table shows.
    if (trayRoot) trayRoot.visible = !hasInset;
    gl.render(scene, main);
    if (!shown || !hasInset) return;
    if (trayRoot) trayRoot.visible = true;
    const bottom = height - rect.top - rect.height;
    gl.setViewport(rect.left, bottom, rect.width, rect.height);
    gl.setScissor(rect.left, bottom, rect.width, rect.height);
    gl.setScissorTest(true);
    gl.render(scene, camera);
    if (trayRoot) trayRoot.visible = false;
    gl.setScissorTest(false);
    gl.setViewport(0, 0, width, height);
  }, 1);

  return null;
}
