import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import type { OceanId } from '../core/data/types';
import { OCEAN_LAYOUT } from './layout/boardLayout';

/** Debug only: `window.__nemo.oceanScreenPosition(id)` gives page pixels, so tests can click the table. */
export function ScreenProbe() {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const oceanScreenPosition = (id: OceanId) => {
      const box = OCEAN_LAYOUT[id].box;
      const p = new Vector3(box.x, 0, box.z).project(camera);
      const rect = gl.domElement.getBoundingClientRect();
      return {
        x: rect.left + ((p.x + 1) / 2) * rect.width,
        y: rect.top + ((1 - p.y) / 2) * rect.height,
      };
    };
    window.__nemo = { ...(window.__nemo ?? {}), oceanScreenPosition };
  }, [camera, gl]);
  return null;
}
