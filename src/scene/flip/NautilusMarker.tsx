import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { CapsuleGeometry, CylinderGeometry, type Group } from 'three';
import type { FlipState } from '../../flip';
import { flipShownStateAtom, flipViewedSeatAtom } from '../../state/flip/flipAtoms';
import { seatColour } from '../../state/flip/seatColours';
import { useSlide } from '../useSlide';
import { SHEET_H, SHEET_W, spaceCentre } from './flipBoardLayout';
import { SHEET_SIZE } from './flipTableLayout';

/** Where the viewed seat's Nautilus is: the end of the course being charted, else its location. */
function currentSpace(state: FlipState, seat: number): number | null {
  const p = state.players[seat];
  if (!p?.character) return null;
  const top = p.stack[p.stack.length - 1];
  return top?.kind === 'step' ? (top.path[top.path.length - 1] ?? p.location) : p.location;
}

/** A small brass Nautilus standing on the viewed seat's current map space; it glides step by step. */
export function NautilusMarker() {
  const state = useAtomValue(flipShownStateAtom);
  const seat = useAtomValue(flipViewedSeatAtom);
  const ref = useRef<Group>(null);
  const hull = useMemo(() => new CapsuleGeometry(0.16, 0.5, 4, 12), []);
  const tower = useMemo(() => new CylinderGeometry(0.07, 0.09, 0.16, 10), []);
  useEffect(
    () => () => {
      hull.dispose();
      tower.dispose();
    },
    [hull, tower],
  );
  const space = state ? currentSpace(state, seat) : null;
  const [px, py] = space === null ? [0, 0] : spaceCentre(space);
  const target: [number, number, number] = [
    (px / SHEET_W - 0.5) * SHEET_SIZE.w + 0.12,
    0.2,
    (py / SHEET_H - 0.5) * SHEET_SIZE.d - 0.1,
  ];
  useSlide(ref, target);
  return (
    <group ref={ref} name="flip-nautilus" visible={space !== null} scale={1.4}>
      <mesh geometry={hull} rotation-z={Math.PI / 2}>
        <meshStandardMaterial color="#b08a3e" metalness={0.7} roughness={0.35} />
      </mesh>
      <mesh geometry={tower} position={[0.05, 0.17, 0]}>
        <meshStandardMaterial color={seatColour(seat)} metalness={0.3} roughness={0.4} />
      </mesh>
    </group>
  );
}
