import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Vector3 } from 'three';
import type { OceanId } from '../core/data';
import { OCEAN_LAYOUT } from './layout/boardLayout';
import { shownGroupMarks } from './pieces/groupMarkProbe';
import { revealedCardProbe } from './RevealedCard';
import { registerDebugEntries } from '../state/app/debugRegistry';
import { screenBoxesOf } from './screenBoxesOf';

/**
 * Debug only: `window.__nemo.oceanScreenPosition(id)` and `tableScreenPosition(x, y, z)` give
 * page pixels, so tests can click the table and check what is on screen; `groupMarks()` lists
 * the colour-blind chips on the table and where they are; `screenBox(name, keyPrefix)` (and `screenBoxes`, all of them) where a
 * named object or piece (`'nautilus'`, `'card-piles'` + `'character:'`) lies with the live camera.
 */
export function ScreenProbe() {
  const camera = useThree((s) => s.camera);
  const gl = useThree((s) => s.gl);
  const scene = useThree((s) => s.scene);
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
    const screenBoxes = (name: string, keyPrefix?: string) =>
      screenBoxesOf(scene, camera, gl.domElement, name, keyPrefix);
    const screenBox = (name: string, keyPrefix?: string) => screenBoxes(name, keyPrefix)[0] ?? null;
    return registerDebugEntries({
      oceanScreenPosition,
      tableScreenPosition,
      groupMarks,
      revealedCard,
      screenBox,
      screenBoxes,
    });
  }, [camera, gl, scene]);
  return null;
}
