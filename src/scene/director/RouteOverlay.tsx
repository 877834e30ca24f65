import { QuadraticBezierLine } from '@react-three/drei';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { OceanId } from '../../core/data/types';
import { stepViewAtom } from '../../state/learn/learnAtoms';
import { BOARD_WIDTH, OCEAN_LAYOUT } from '../layout/boardLayout';
import { LabelSprite } from './LabelSprite';

const LEGAL = '#ffc95e';
const BLOCKED = '#ff5a4e';

interface Arc {
  key: string;
  start: [number, number, number];
  end: [number, number, number];
  mid: [number, number, number];
  legal: boolean;
  heading: number;
}

/** An arc from one Ocean to the next; links across the map edge leave by the nearer edge. */
function arcOf(from: OceanId, to: OceanId, legal: boolean): Arc {
  const a = OCEAN_LAYOUT[from].box;
  const b = OCEAN_LAYOUT[to].box;
  let bx = b.x;
  if (Math.abs(bx - a.x) > BOARD_WIDTH / 2) bx += bx > a.x ? -BOARD_WIDTH : BOARD_WIDTH;
  const dx = bx - a.x;
  const dz = b.z - a.z;
  const length = Math.hypot(dx, dz) || 1;
  const trim = legal ? 0.12 : 0.32;
  const start: [number, number, number] = [a.x + dx * 0.12, 0.35, a.z + dz * 0.12];
  const end: [number, number, number] = [bx - dx * trim, 0.35, b.z - dz * trim];
  const lift = Math.min(2.2, 0.25 * length);
  return {
    key: `${from}-${to}`,
    start,
    end,
    mid: [(start[0] + end[0]) / 2, 0.35 + lift, (start[2] + end[2]) / 2],
    legal,
    heading: Math.atan2(dx, dz),
  };
}

/** A lesson step's route overlay: gold arrows for legal moves, red crosses for closed lines. */
export function RouteOverlay() {
  const step = useAtomValue(stepViewAtom);
  const arcs = useMemo(
    () =>
      (step?.routes ?? []).flatMap((r) => [
        ...r.legal.map((to) => arcOf(r.from, to, true)),
        ...r.blocked.map((b) => arcOf(r.from, b.to, false)),
      ]),
    [step],
  );
  return (
    <group name="route-overlay">
      {arcs.map((arc) => (
        <group key={arc.key} name={`route:${arc.legal ? 'legal' : 'blocked'}:${arc.key}`}>
          <QuadraticBezierLine
            start={arc.start}
            end={arc.end}
            mid={arc.mid}
            color={arc.legal ? LEGAL : BLOCKED}
            lineWidth={arc.legal ? 5 : 3}
            dashed={!arc.legal}
            dashSize={0.3}
            gapSize={0.2}
          />
          {arc.legal ? (
            <mesh position={arc.end} rotation={[Math.PI / 2, arc.heading, 0]} rotation-order="YXZ">
              <coneGeometry args={[0.28, 0.7, 16]} />
              <meshBasicMaterial color={LEGAL} />
            </mesh>
          ) : (
            <LabelSprite text="✕" position={arc.end} background={BLOCKED} colour="#ffffff" />
          )}
        </group>
      ))}
    </group>
  );
}
