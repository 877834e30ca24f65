import type { Matrix4 } from 'three';
import { Euler, Quaternion, Vector3 } from 'three';
import type { Piece } from './Piece';

export interface TweenState {
  piece: Piece;
  position: Vector3;
  scale: Vector3;
  rotationY: number;
  target: Vector3;
  targetScale: Vector3;
  leaving: boolean;
}

const DROP_HEIGHT = 1.4;
const SINK_DEPTH = 0.45;
const RATE = 7;
const EPSILON = 0.002;

/** Points every tween at its new piece; new keys drop in, vanished keys sink away. */
export function retargetTweens(
  states: Map<string, TweenState>,
  pieces: Piece[],
  animate: boolean,
): void {
  const present = new Set<string>();
  for (const piece of pieces) {
    present.add(piece.key);
    const target = new Vector3(...piece.position);
    const targetScale = new Vector3(...piece.scale);
    const existing = states.get(piece.key);
    if (existing) {
      existing.piece = piece;
      existing.target.copy(target);
      existing.targetScale.copy(targetScale);
      existing.leaving = false;
      if (!animate) {
        existing.position.copy(target);
        existing.scale.copy(targetScale);
      }
    } else {
      const start = animate ? target.clone().add(new Vector3(0, DROP_HEIGHT, 0)) : target.clone();
      states.set(piece.key, {
        piece,
        position: start,
        scale: targetScale.clone(),
        rotationY: piece.rotationY ?? 0,
        target,
        targetScale,
        leaving: false,
      });
    }
  }
  for (const [key, state] of states) {
    if (present.has(key) || state.leaving) continue;
    if (!animate) {
      states.delete(key);
      continue;
    }
    state.leaving = true;
    state.target.y -= SINK_DEPTH;
    state.targetScale.multiplyScalar(0.001);
  }
}

/** Advances every tween by dt seconds; returns whether anything moved or finished leaving. */
export function stepTweens(states: Map<string, TweenState>, dt: number): boolean {
  const k = 1 - Math.exp(-dt * RATE);
  let moving = false;
  for (const [key, state] of states) {
    const targetRotation = state.piece.rotationY ?? 0;
    const settled =
      state.position.distanceTo(state.target) < EPSILON &&
      state.scale.distanceTo(state.targetScale) < EPSILON &&
      Math.abs(state.rotationY - targetRotation) < EPSILON;
    if (settled) {
      state.position.copy(state.target);
      state.scale.copy(state.targetScale);
      state.rotationY = targetRotation;
      if (state.leaving) {
        states.delete(key);
        moving = true;
      }
      continue;
    }
    moving = true;
    state.position.lerp(state.target, k);
    state.scale.lerp(state.targetScale, k);
    state.rotationY += (targetRotation - state.rotationY) * k;
  }
  return moving;
}

const quaternion = new Quaternion();
const euler = new Euler();

export function composeMatrix(state: TweenState, out: Matrix4): Matrix4 {
  quaternion.setFromEuler(euler.set(0, state.rotationY, 0));
  return out.compose(state.position, quaternion, state.scale);
}
