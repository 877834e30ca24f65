import type { Quat } from './faces';

export type DieColor = 'white' | 'black';

export interface DieRequest {
  color: DieColor;
  /** The value the rules core rolled (1..6); the mesh is turned so it lands on top. */
  value: number;
}

/** Tray interior in die edges (the die is a unit cube). Centred on the origin, floor at y = 0. */
export interface TraySpec {
  width: number;
  depth: number;
  /** Height of the lid above the floor. */
  height: number;
}

export interface ThrowInput {
  /** Presentation seed (uint32), e.g. from throwSeed(gameSeed, rollIndex). */
  seed: number;
  dice: readonly DieRequest[];
  tray?: Partial<TraySpec>;
}

export type CollisionTarget = 'floor' | 'wall' | 'lid' | 'die';

export interface DiceCollision {
  /** Frame index at which the contact began (frame k = state after k physics steps). */
  step: number;
  die: number;
  /** Impact speed along the contact normal, in die edges per second. */
  speed: number;
  target: CollisionTarget;
  /** The other die's index when target is 'die', otherwise -1. */
  otherDie: number;
}

export interface ThrownDie {
  color: DieColor;
  value: number;
  /** Body face value that ends up on top in the physics recording. */
  naturalTopFace: number;
  /** Rotation [x, y, z, w] for the die mesh, in its local frame before the body rotation. */
  correction: Quat;
}

export type RejectReason = 'cocked' | 'stacked' | 'escaped' | 'unsettled';

export interface ThrowRecording {
  seed: number;
  /** Seconds per recorded frame (the fixed physics step). */
  dt: number;
  tray: TraySpec;
  dieCount: number;
  /** Floats per die per frame: position x, y, z then quaternion x, y, z, w. */
  stride: 7;
  /** frameCount × dieCount × stride floats; frame 0 is the spawn pose. */
  frames: Float32Array;
  frameCount: number;
  collisions: DiceCollision[];
  /** Number of throws simulated (1 = the first throw was accepted). */
  attempts: number;
  /** Why each rejected throw was rejected, in order. */
  rejections: RejectReason[];
  /** True when every random throw was rejected and the canned gentle drop was used. */
  fallback: boolean;
  /** Physics steps until every die was at rest (frameCount - 1). */
  settleSteps: number;
  dice: ThrownDie[];
}
