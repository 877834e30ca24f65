import { CameraControls } from '@react-three/drei';
import { useEffect, useRef } from 'react';
import { Box3, Vector3 } from 'three';
import { FLIP_TABLE_POSE, FLIP_TOP_POSE } from './flipCameraPoses';

const BOUNDS = new Box3(new Vector3(-18, -1, -14), new Vector3(18, 2, 12));

/** Orbit within limits; `T` toggles a straight-down view of the sheet, Home returns. */
export function FlipCameraRig() {
  const controls = useRef<CameraControls>(null);
  const top = useRef(false);
  useEffect(() => {
    const c = controls.current;
    if (!c) return;
    c.setBoundary(BOUNDS);
    void c.setLookAt(...FLIP_TABLE_POSE.position, ...FLIP_TABLE_POSE.target, false);
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement) return;
      if (e.key === 't' || e.key === 'T') {
        top.current = !top.current;
        const pose = top.current ? FLIP_TOP_POSE : FLIP_TABLE_POSE;
        void c.setLookAt(...pose.position, ...pose.target, true);
      } else if (e.key === 'Home') {
        top.current = false;
        void c.setLookAt(...FLIP_TABLE_POSE.position, ...FLIP_TABLE_POSE.target, true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <CameraControls
      ref={controls}
      makeDefault
      minDistance={6}
      maxDistance={50}
      maxPolarAngle={1.15}
      smoothTime={0.4}
      dollyToCursor
    />
  );
}
