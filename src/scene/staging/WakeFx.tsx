import { useRef } from 'react';
import type { Mesh } from 'three';
import type { Point } from '../layout/boardLayout';
import { fade } from './fade';
import { FX_BALL, FX_STRIP } from './fxGeometry';
import { FxMaterial } from './FxMaterial';
import { phase, useStagingClock } from './useStagingClock';

/**
 * A wake drawn along a route as a piece sails it (the Nautilus, a Squadron, the Airship or the
 * Sea Serpent), a little ahead of the miniature, then fading behind it.
 */
export function WakeFx({
  from,
  to,
  colour = '#f4fbff',
  durationMs,
  arc = 0,
}: {
  from: Point;
  to: Point;
  colour?: string;
  durationMs: number;
  /** A flight: the head rises this high mid-way and the line below is its shadow (the Airship). */
  arc?: number;
}) {
  const strip = useRef<Mesh>(null);
  const head = useRef<Mesh>(null);
  const dx = to.x - from.x;
  const dz = to.z - from.z;
  const length = Math.hypot(dx, dz);
  useStagingClock(durationMs, (t) => {
    const run = phase(t, 0, 0.7);
    strip.current?.scale.set(Math.max(0.001, length * run), 1, 0.22);
    fade(strip.current, (arc > 0 ? 0.3 : 0.6) * (1 - phase(t, 0.7, 1)));
    const y = 0.06 + arc * Math.sin(Math.PI * run);
    head.current?.position.set(from.x + dx * run, y, from.z + dz * run);
    fade(head.current, run < 1 ? 0.8 : 0);
  });
  if (length < 0.01) return null;
  return (
    <group name="staging-wake">
      <mesh
        ref={strip}
        geometry={FX_STRIP}
        position={[from.x, 0.03, from.z]}
        rotation-y={-Math.atan2(dz, dx)}
        visible={false}
      >
        <FxMaterial colour={colour} />
      </mesh>
      <mesh ref={head} geometry={FX_BALL} scale={[0.22, 0.06, 0.22]} visible={false}>
        <FxMaterial colour={colour} />
      </mesh>
    </group>
  );
}
