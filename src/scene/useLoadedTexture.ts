import { useThree } from '@react-three/fiber';
import { useEffect, useState } from 'react';
import { SRGBColorSpace, TextureLoader, type Texture } from 'three';

/** Loads a texture without suspending, so the table shows at once and gains its art when ready. */
export function useLoadedTexture(
  url: string,
  configure?: (texture: Texture) => void,
): Texture | null {
  const [texture, setTexture] = useState<Texture | null>(null);
  const invalidate = useThree((s) => s.invalidate);
  const gl = useThree((s) => s.gl);
  useEffect(() => {
    if (typeof document === 'undefined') return;
    let disposed = false;
    let loaded: Texture | null = null;
    new TextureLoader().load(url, (t) => {
      t.colorSpace = SRGBColorSpace;
      t.anisotropy = Math.min(8, gl.capabilities?.getMaxAnisotropy?.() ?? 1);
      configure?.(t);
      loaded = t;
      if (disposed) t.dispose();
      else {
        setTexture(t);
        invalidate();
      }
    });
    return () => {
      disposed = true;
      loaded?.dispose();
    };
    // configure is a per-call-site constant
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, invalidate, gl]);
  return texture;
}
