import { CameraControls } from '@react-three/drei';
import { useAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { Box3, Vector3 } from 'three';
import { cameraViewAtom } from '../state/cameraViewAtom';
import { poseFor } from './cameraPoses';

const TARGET_BOUNDS = new Box3(new Vector3(-20, -1, -13), new Vector3(23, 2, 19));

/** Orbit within limits; smooth moves to the table view, the top-down view or a focused Ocean. */
export function CameraRig() {
  const controls = useRef<CameraControls>(null);
  const [view, setView] = useAtom(cameraViewAtom);
  const first = useRef(true);

  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    const { position, target } = poseFor(view);
    void c.setLookAt(...position, ...target, !first.current);
    first.current = false;
  }, [view]);

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
      maxDistance={55}
      minPolarAngle={0}
      maxPolarAngle={1.2}
      smoothTime={0.45}
      dollyToCursor
    />
  );
}
