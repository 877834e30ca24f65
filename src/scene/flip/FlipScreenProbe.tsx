import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import type { FlipTarget } from '../../state/flip/flipTarget';
import { SHEET_H, SHEET_W, centre, targetRect } from './flipBoardLayout';
import { CARD, SHEET_SIZE, lineupSpot } from './flipTableLayout';
import { registerDebugEntries } from '../../state/app/debugRegistry';

/** Where a table target is in world space (the centre of its card or sheet area). */
export function worldPointOf(target: FlipTarget): Vector3 | null {
  if (target.kind === 'card') {
    const [x, , z] = lineupSpot(target.index);
    return new Vector3(x, CARD.t, z);
  }
  const r = targetRect(target);
  if (!r) return null;
  const [px, py] = centre(r);
  return new Vector3(
    (px / SHEET_W - 0.5) * SHEET_SIZE.w,
    0.01,
    (py / SHEET_H - 0.5) * SHEET_SIZE.d,
  );
}

/** Debug only: `window.__nemo.flipScreenPoint(target)` gives page pixels, for browser tests. */
export function FlipScreenProbe() {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const flipScreenPoint = (target: FlipTarget) => {
      const p = worldPointOf(target);
      if (!p) return null;
      camera.updateMatrixWorld();
      p.project(camera);
      const rect = gl.domElement.getBoundingClientRect();
      return {
        x: rect.left + ((p.x + 1) / 2) * rect.width,
        y: rect.top + ((1 - p.y) / 2) * rect.height,
      };
    };
    return registerDebugEntries({ flipScreenPoint });
  }, [camera, gl]);
  return null;
}
