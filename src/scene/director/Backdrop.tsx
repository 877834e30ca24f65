import { useFrame, useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { Color } from 'three';

export type BackdropKind = 'table' | 'green' | 'transparent';

/** Chroma-key green, as broadcast keyers expect it. */
export const CHROMA_GREEN = '#00b140';
const TABLE_CLEAR = '#1a120b';

/**
 * The show's background: the wooden table, a flat chroma-key green, or a transparent clear
 * (for OBS browser sources). Off the table, the wooden table top is hidden so the board floats.
 */
export function Backdrop({ kind }: { kind: BackdropKind }) {
  const scene = useThree((s) => s.scene);
  const gl = useThree((s) => s.gl);
  const invalidate = useThree((s) => s.invalidate);

  useEffect(() => {
    if (kind === 'transparent') {
      scene.background = null;
      gl.setClearColor(0x000000, 0);
    } else {
      const colour = new Color(kind === 'green' ? CHROMA_GREEN : TABLE_CLEAR);
      scene.background = colour;
      gl.setClearColor(colour, 1);
    }
    invalidate();
  }, [kind, scene, gl, invalidate]);

  useFrame(() => {
    const table = scene.getObjectByName('table');
    const visible = kind === 'table';
    if (table && table.visible !== visible) {
      table.visible = visible;
      invalidate();
    }
  });
  return null;
}
