import { useRef } from 'react';
import type { Group, Mesh } from 'three';
import { fade } from './fade';
import { FX_BALL, FX_RING } from './fxGeometry';
import { FxMaterial } from './FxMaterial';
import { ShipMiniature } from './ShipMiniature';
import type { ShipSpot } from './stagingSpots';
import { phase, useStagingClock } from './useStagingClock';

/**
 * A sunk ship: its miniature rises over the token, lists, and goes down bow first into the
 * board with a splash; then the token slides to its Tonnage row or the Salvage box.
 */
export function SinkingFx({ ship, durationMs }: { ship: ShipSpot; durationMs: number }) {
  const miniature = useRef<Group>(null);
  const splash = useRef<Mesh>(null);
  const spray = useRef<Mesh>(null);
  useStagingClock(durationMs, (t) => {
    const m = miniature.current;
    if (m) {
      m.scale.setScalar(1.6 * phase(t, 0, 0.12));
      const list = phase(t, 0.12, 0.4);
      const down = phase(t, 0.4, 0.9);
      m.rotation.x = 0.55 * list;
      m.rotation.z = -0.6 * down * down;
      m.position.y = 0.12 - 0.8 * down * down;
      m.visible = t < 0.95;
    }
    const wave = phase(t, 0.42, 1);
    splash.current?.scale.setScalar(0.5 + 2 * wave);
    fade(splash.current, wave > 0 ? 0.9 * (1 - wave) : 0);
    const burst = phase(t, 0.45, 0.8);
    if (spray.current) {
      spray.current.scale.set(0.25 + 0.3 * burst, 0.25 + 0.9 * burst, 0.25 + 0.3 * burst);
      spray.current.position.y = 0.1 + 0.4 * burst;
    }
    fade(spray.current, burst > 0 ? 0.8 * (1 - burst) : 0);
  });
  return (
    <group name="staging-sinking" position={[ship.at.x, 0, ship.at.z]}>
      <group ref={miniature} position-y={0.12} rotation-y={Math.PI}>
        <ShipMiniature face={ship.face} />
      </group>
      <mesh ref={splash} geometry={FX_RING} position-y={0.04} visible={false}>
        <FxMaterial colour="#eaf6ff" />
      </mesh>
      <mesh ref={spray} geometry={FX_BALL} visible={false}>
        <FxMaterial colour="#dff1ff" />
      </mesh>
    </group>
  );
}
