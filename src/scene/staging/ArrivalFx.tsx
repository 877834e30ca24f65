import { useRef } from 'react';
import type { Group } from 'three';
import type { ShipFace } from '../../state/table/boardView';
import type { Point } from '../layout/boardLayout';
import { ShipMiniature } from './ShipMiniature';
import { phase, useStagingClock } from './useStagingClock';

const RUN_IN = 2.4;

/** A ship arriving at its Ocean: its miniature sails in from the west to its space and fades. */
export function ArrivalFx({
  at,
  face,
  durationMs,
}: {
  at: Point;
  face: ShipFace | null;
  durationMs: number;
}) {
  const group = useRef<Group>(null);
  useStagingClock(durationMs, (t) => {
    const g = group.current;
    if (!g) return;
    const run = phase(t, 0, 0.75);
    const ease = 1 - (1 - run) * (1 - run);
    g.position.set(at.x - RUN_IN * (1 - ease), 0.12, at.z);
    g.scale.setScalar(Math.min(phase(t, 0, 0.15), 1 - phase(t, 0.8, 1)));
    g.visible = t < 1;
  });
  return (
    <group ref={group} name="staging-arrival" position={[at.x - RUN_IN, 0.12, at.z]} scale={0}>
      <ShipMiniature face={face} />
    </group>
  );
}
