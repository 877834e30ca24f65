import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Vector3, type Object3D } from 'three';

const RATE = 5;

/** Eases an object towards `target`; the first placement is immediate. */
export function useSlide(
  ref: RefObject<Object3D | null>,
  target: readonly [number, number, number],
): void {
  const goal = useRef(new Vector3(...target));
  const placed = useRef(false);
  const invalidate = useThree((s) => s.invalidate);
  const [x, y, z] = target;
  useLayoutEffect(() => {
    goal.current.set(x, y, z);
    if (!placed.current && ref.current) {
      ref.current.position.copy(goal.current);
      placed.current = true;
    }
    invalidate();
  }, [x, y, z, ref, invalidate]);
  useFrame((_, dt) => {
    const object = ref.current;
    if (!object) return;
    const distance = object.position.distanceTo(goal.current);
    if (distance < 0.002) {
      object.position.copy(goal.current);
      return;
    }
    const lift = Math.min(0.6, distance * 0.25);
    object.position.lerp(goal.current, 1 - Math.exp(-Math.min(dt, 0.05) * RATE));
    object.position.y = goal.current.y + (distance > 0.05 ? lift : 0);
    invalidate();
  });
}
