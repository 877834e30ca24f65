import { QuadraticBezierLine } from '@react-three/drei';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { stepViewAtom } from '../../state/learn/learnAtoms';
import { LabelSprite } from './LabelSprite';
import { arcsOf } from './routeArcs';

const LEGAL = '#ffc95e';
const BLOCKED = '#ff5a4e';

/** A lesson step's route overlay: gold arrows for legal moves, red crosses for closed lines. */
export function RouteOverlay() {
  const step = useAtomValue(stepViewAtom);
  const arcs = useMemo(
    () =>
      (step?.routes ?? []).flatMap((r) => [
        ...r.legal.flatMap((to) => arcsOf(r.from, to, true)),
        ...r.blocked.flatMap((b) => arcsOf(r.from, b.to, false)),
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
          {!arc.head ? null : arc.legal ? (
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
