import { useRef } from 'react';
import type { Group, Mesh } from 'three';
import type { Point } from '../layout/boardLayout';
import { fade } from './fade';
import { FX_BALL, FX_RING, FX_STRIP } from './fxGeometry';
import { FxMaterial } from './FxMaterial';
import { ShipMiniature } from './ShipMiniature';
import type { ShipSpot } from './stagingSpots';
import { phase, useStagingClock } from './useStagingClock';

export interface CombatFxProps {
  attacker: 'warship' | 'nautilus';
  ship: ShipSpot;
  nautilus: Point;
  hit: boolean;
  durationMs: number;
}

/**
 * One round of a battle: the warship's miniature rises over its token; the Nautilus fires a
 * torpedo whose wake runs to the ship, or the warship's guns flash and a shell falls by the
 * Nautilus. A hit bursts in flame (on the ship) or marks the Nautilus in red; a miss splashes.
 */
export function CombatFx({ attacker, ship, nautilus, hit, durationMs }: CombatFxProps) {
  const miniature = useRef<Group>(null);
  const wake = useRef<Mesh>(null);
  const muzzle = useRef<Mesh>(null);
  const shell = useRef<Mesh>(null);
  const burst = useRef<Mesh>(null);
  const ring = useRef<Mesh>(null);
  const torpedo = attacker === 'nautilus';
  const from = torpedo ? nautilus : ship.at;
  const to = torpedo ? ship.at : nautilus;
  const dx = to.x - from.x;
  const dz = to.z - from.z;
  const length = Math.hypot(dx, dz);
  const heading = -Math.atan2(dz, dx);

  useStagingClock(durationMs, (t) => {
    const rise = phase(t, 0, 0.15);
    miniature.current?.scale.setScalar(1.6 * rise);
    if (miniature.current) {
      miniature.current.position.y = 0.3 + 0.05 * Math.sin(t * 12);
      miniature.current.rotation.x = torpedo && hit ? 0.2 * phase(t, 0.65, 0.8) : 0;
    }
    const travel = phase(t, 0.15, 0.62);
    if (torpedo) {
      if (wake.current) wake.current.scale.set(Math.max(0.001, length * travel), 1, 0.24);
      fade(wake.current, 0.75 * (1 - phase(t, 0.7, 1)) * (travel > 0 ? 1 : 0));
    } else {
      const flash = phase(t, 0.12, 0.2) * (1 - phase(t, 0.2, 0.36));
      muzzle.current?.scale.setScalar(0.2 + 0.5 * flash);
      fade(muzzle.current, flash);
      if (shell.current) {
        shell.current.position.set(
          from.x + dx * travel,
          0.4 + Math.sin(Math.PI * travel) * 1.6,
          from.z + dz * travel,
        );
      }
      fade(shell.current, travel > 0 && travel < 1 ? 1 : 0);
    }
    const impact = phase(t, 0.62, 1);
    burst.current?.scale.setScalar(0.3 + (hit ? 1.1 : 0.6) * Math.sqrt(impact));
    fade(burst.current, impact > 0 ? 1 - impact : 0);
    ring.current?.scale.setScalar(0.5 + 2.2 * impact);
    fade(ring.current, impact > 0 ? 0.9 * (1 - impact) : 0);
  });

  const impactColour = hit ? (torpedo ? '#ff8a2a' : '#ff3b2f') : '#e8f4ff';
  return (
    <group name="staging-combat">
      <group ref={miniature} position={[ship.at.x, 0.12, ship.at.z]} rotation-y={Math.PI * 0.9}>
        <ShipMiniature face={ship.face} />
      </group>
      {torpedo ? (
        <mesh
          ref={wake}
          geometry={FX_STRIP}
          position={[from.x, 0.03, from.z]}
          rotation-y={heading}
          visible={false}
        >
          <FxMaterial colour="#f4fbff" />
        </mesh>
      ) : (
        <>
          <mesh ref={muzzle} geometry={FX_BALL} position={[from.x, 0.45, from.z]} visible={false}>
            <FxMaterial colour="#ffd76a" additive />
          </mesh>
          <mesh ref={shell} geometry={FX_BALL} scale={0.07} visible={false}>
            <meshBasicMaterial color="#1a1a1a" transparent opacity={1} />
          </mesh>
        </>
      )}
      <mesh ref={burst} geometry={FX_BALL} position={[to.x, 0.3, to.z]} visible={false}>
        <FxMaterial colour={impactColour} additive={hit} />
      </mesh>
      <mesh ref={ring} geometry={FX_RING} position={[to.x, 0.04, to.z]} visible={false}>
        <FxMaterial colour={impactColour} />
      </mesh>
    </group>
  );
}
