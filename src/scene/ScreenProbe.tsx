import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import type { OceanId } from '../core/data/types';
import { OCEAN_LAYOUT } from './layout/boardLayout';
import { shownGroupMarks } from './pieces/groupMarkProbe';
import { revealedCardProbe } from './RevealedCard';
import { registerDebugEntries } from '../state/debug/debugRegistry';

/**
 * Debug only: `window.__nemo.oceanScreenPosition(id)` and `tableScreenPosition(x, y, z)` give
 * page pixels, so tests can click the table and check what is on screen; `groupMarks()` lists
 * the colour-blind chips on the table and where they are.
 */
export function ScreenProbe() {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    const tableScreenPosition = (x: number, y: number, z: number) => {
      const p = new Vector3(x, y, z).project(camera);
      const rect = gl.domElement.getBoundingClientRect();
      return {
        x: rect.left + ((p.x + 1) / 2) * rect.width,
        y: rect.top + ((1 - p.y) / 2) * rect.height,
      };
    };
    const oceanScreenPosition = (id: OceanId) => {
      const box = OCEAN_LAYOUT[id].box;
      return tableScreenPosition(box.x, 0, box.z);
    };
    const groupMarks = () =>
      shownGroupMarks().map((m) => ({ ...m, screen: tableScreenPosition(...m.position) }));
    const revealedCard = () => ({ ...revealedCardProbe });
    return registerDebugEntries({
      oceanScreenPosition,
      tableScreenPosition,
      groupMarks,
      revealedCard,
    });
  }, [camera, gl]);
  return null;
}
