import type { Texture } from 'three';

/**
 * A surface that shows `map` once it has loaded (or been drawn), and the plain colour `plain`
 * until then; a new material when the texture arrives, so the change shows at once.
 */
export function TextureMaterial({
  map,
  plain,
  roughness,
  metalness,
}: {
  map: Texture | null;
  plain: string;
  roughness: number;
  metalness?: number;
}) {
  return (
    <meshStandardMaterial
      key={map ? 'map' : 'plain'}
      map={map}
      color={map ? '#ffffff' : plain}
      roughness={roughness}
      {...(metalness !== undefined ? { metalness } : {})}
    />
  );
}
