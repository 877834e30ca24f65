import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Vector3, type Object3D } from 'three';
import { frameStep } from './frameStep';

const RATE = 5;

function shortestTurn(from: number, to: number): number {
  return Math.atan2(Math.sin(to - from), Math.cos(to - from));
}

/**
 * Eases an object towards `target`, lifting it a little on the way; the first placement is
 * immediate. With `turn`, the object also swings its bow (+x) towards where it is heading.
 */
export function useSlide(
  ref: RefObject<Object3D | null>,
  target: readonly [number, number, number],
  turn = false,
): void {
  const goal = useRef(new Vector3(...target));
  const heading = useRef<number | null>(null);
  const placed = useRef(false);
  const running = useRef(false);
  const invalidate = useThree((s) => s.invalidate);
  const [x, y, z] = target;
  useLayoutEffect(() => {
    goal.current.set(x, y, z);
    const object = ref.current;
    if (!object) return;
    if (!placed.current) {
      object.position.copy(goal.current);
      placed.current = true;
    } else if (turn) {
      const dx = x - object.position.x;
      const dz = z - object.position.z;
      if (Math.hypot(dx, dz) > 0.1) heading.current = Math.atan2(-dz, dx);
    }
    invalidate();
  }, [x, y, z, ref, turn, invalidate]);
  useFrame((_, dt) => {
    const object = ref.current;
    if (!object) return;
    const k = 1 - Math.exp(-frameStep(dt, running.current) * RATE);
    let moving = false;
    if (heading.current !== null) {
      const turnLeft = shortestTurn(object.rotation.y, heading.current);
      if (Math.abs(turnLeft) > 0.002) {
        object.rotation.y += turnLeft * k * 1.6;
        moving = true;
      } else {
        object.rotation.y = heading.current;
        heading.current = null;
      }
    }
    const distance = object.position.distanceTo(goal.current);
    if (distance < 0.002) {
      object.position.copy(goal.current);
    } else {
      const lift = Math.min(0.6, distance * 0.25);
      object.position.lerp(goal.current, k);
      object.position.y = goal.current.y + (distance > 0.05 ? lift : 0);
      moving = true;
    }
    running.current = moving;
    if (moving) invalidate();
  });
}
