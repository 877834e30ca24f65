import { useRef } from 'react';
import type { Mesh } from 'three';
import type { Point } from '../layout/boardLayout';
import { FX_DISC } from './fxGeometry';
import { phase, useStagingClock } from './useStagingClock';

/**
 * A ship counter turning over in its space: it lifts, rolls over once and settles; the token
 * under it then shows its new face.
 */
export function FlipFx({
  at,
  from,
  to,
  durationMs,
}: {
  at: Point;
  from: string;
  to: string;
  durationMs: number;
}) {
  const disc = useRef<Mesh>(null);
  useStagingClock(durationMs, (t) => {
    const d = disc.current;
    if (!d) return;
    const turn = phase(t, 0.1, 0.85);
    d.rotation.x = Math.PI * turn;
    d.position.y = 0.15 + Math.sin(Math.PI * turn) * 0.9;
    d.visible = t < 1;
  });
  return (
    <mesh ref={disc} name="staging-flip" geometry={FX_DISC} position={[at.x, 0.15, at.z]}>
      <meshStandardMaterial attach="material-0" color="#2a2218" />
      <meshStandardMaterial attach="material-1" color={from} />
      <meshStandardMaterial attach="material-2" color={to} />
    </mesh>
  );
}
