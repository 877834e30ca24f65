import { CameraControls } from '@react-three/drei';
import { useThree } from '@react-three/fiber';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Box3, PerspectiveCamera, Vector3 } from 'three';
import { boardViewAtom } from '../state/nemo/boardViewAtom';
import { cameraViewAtom } from '../state/table/cameraViewAtom';
import { dockCollapsedAtom, screenLayout, screenModeAtom } from '../state/app/screenLayout';
import { reducedMotionAtom } from '../state/app/settings';
import { poseFor, subjectFor } from './cameraPoses';
import { fitPose, maxZoomDistance } from './fitCamera';

const TARGET_BOUNDS = new Box3(new Vector3(-24, -1, -16), new Vector3(26, 2, 19));

/**
 * Orbit within limits; smooth moves to the table view, the top-down view or a focused Ocean.
 * Every view is fitted into the stage the panels leave free, for the window's aspect. A new
 * window size refits the same view at once (the view has not changed, only its frame; a glide
 * there would draw a second or two of frames for nothing), as does every move under reduced motion.
 */
export function CameraRig() {
  const controls = useRef<CameraControls>(null);
  const [view, setView] = useAtom(cameraViewAtom);
  const versus = Boolean(useAtomValue(boardViewAtom).imperialist);
  const mode = useAtomValue(screenModeAtom);
  const collapsed = useAtomValue(dockCollapsedAtom);
  const width = useThree((s) => s.size.width);
  const height = useThree((s) => s.size.height);
  const camera = useThree((s) => s.camera);
  const reducedMotion = useAtomValue(reducedMotionAtom);
  const first = useRef(true);
  const lastSize = useRef({ width, height });
  const [farthest, setFarthest] = useState(140);

  useEffect(() => {
    const c = controls.current;
    if (!c || width <= 0 || height <= 0) return;
    const { stage } = screenLayout(width, height, mode, collapsed);
    const fov = camera instanceof PerspectiveCamera ? camera.fov : 40;
    const tall = stage.width / Math.max(1, stage.height) < 1.1;
    const { position, target } = fitPose(
      poseFor(view, tall, mode === 'showcase'),
      subjectFor(view, versus),
      fov,
      width,
      height,
      stage,
    );
    const table = fitPose(
      poseFor({ kind: 'table' }, tall, mode === 'showcase'),
      subjectFor({ kind: 'table' }, versus),
      fov,
      width,
      height,
      stage,
    );
    const reach = (p: typeof table) =>
      Math.hypot(
        p.position[0] - p.target[0],
        p.position[1] - p.target[1],
        p.position[2] - p.target[2],
      );
    // Never closer than the view being shown (a top view may stand farther off).
    setFarthest(Math.max(maxZoomDistance(reach(table)), reach({ position, target }) * 1.05));
    const resized = lastSize.current.width !== width || lastSize.current.height !== height;
    lastSize.current = { width, height };
    void c.setLookAt(...position, ...target, !first.current && !resized && !reducedMotion);
    first.current = false;
  }, [view, versus, mode, collapsed, width, height, camera, reducedMotion]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.key === 't' || e.key === 'T') {
        setView((v) => (v.kind === 'top' ? { kind: 'table' } : { kind: 'top' }));
      } else if (e.key === 'Escape' || e.key === 'Home') {
        setView({ kind: 'table' });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setView]);

  useEffect(() => {
    controls.current?.setBoundary(TARGET_BOUNDS);
  }, []);

  return (
    <CameraControls
      ref={controls}
      makeDefault
      minDistance={6}
      maxDistance={farthest}
      minPolarAngle={0}
      maxPolarAngle={1.2}
      smoothTime={0.45}
      dollyToCursor
    />
  );
}
