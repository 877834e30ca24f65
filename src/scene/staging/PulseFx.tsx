import { useRef } from 'react';
import type { Mesh } from 'three';
import type { Point } from '../layout/boardLayout';
import { fade } from './fade';
import { FX_BALL, FX_RING } from './fxGeometry';
import { FxMaterial } from './FxMaterial';
import { useStagingClock } from './useStagingClock';

export interface PulseFxProps {
  points: Point[];
  colour: string;
  durationMs: number;
  /** How many rings go out from each point. */
  beats?: number;
  radius?: number;
  /** A glow over the point as well as the rings (a Hit, a threshold). */
  glow?: boolean;
  /** Rings close in on the points instead of going out (a pursuit). */
  inward?: boolean;
}

/**
 * Rings that go out from places on the table: a Hit on the Nautilus, a Notoriety space
 * crossed, an Ocean where a ship arrives, a map change.
 */
export function PulseFx({
  points,
  colour,
  durationMs,
  beats = 2,
  radius = 0.9,
  glow,
  inward = false,
}: PulseFxProps) {
  const rings = useRef<(Mesh | null)[]>([]);
  const glows = useRef<(Mesh | null)[]>([]);
  useStagingClock(durationMs, (t) => {
    const out = (t * beats) % 1;
    const beat = inward ? 1 - out : out;
    const alive = t < 1;
    for (const ring of rings.current) {
      ring?.scale.setScalar(radius * (0.3 + 0.9 * beat));
      fade(ring, alive ? 0.95 * (1 - out) : 0);
    }
    for (const g of glows.current) {
      g?.scale.setScalar(radius * (0.25 + 0.1 * Math.sin(t * Math.PI * beats * 2)));
      fade(g, alive ? 0.55 * Math.sin(Math.PI * t) : 0);
    }
  });
  return (
    <group name="staging-pulse">
      {points.map((p, i) => (
        <group key={i} position={[p.x, 0, p.z]}>
          <mesh
            ref={(m) => {
              rings.current[i] = m;
            }}
            geometry={FX_RING}
            position-y={0.05}
            visible={false}
          >
            <FxMaterial colour={colour} />
          </mesh>
          {glow && (
            <mesh
              ref={(m) => {
                glows.current[i] = m;
              }}
              geometry={FX_BALL}
              position-y={0.2}
              visible={false}
            >
              <FxMaterial colour={colour} additive />
            </mesh>
          )}
        </group>
      ))}
    </group>
  );
}
