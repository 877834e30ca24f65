import {
  Body,
  Box,
  ContactMaterial,
  Material,
  NaiveBroadphase,
  Plane,
  Vec3,
  World,
} from 'cannon-es';
import type { ContactEquation } from 'cannon-es';
import { correctionFor, faceNormal, topFace } from './faces';
import { createRng, mixSeeds } from './prng';
import { qualityGate, type RestingDie } from './qualityGate';
import { fallbackParams, throwParams, type DieLaunch } from './throwParams';
import type {
  CollisionTarget,
  DiceCollision,
  RejectReason,
  ThrowInput,
  ThrowRecording,
  TraySpec,
} from './types';

export const DEFAULT_TRAY: TraySpec = { width: 12, depth: 8, height: 6 };
export const STEP_SECONDS = 1 / 60;
/** Physics steps allowed before a throw counts as unsettled (5 s). */
export const STEP_CAP = 300;
export const MAX_ATTEMPTS = 12;
export const MAX_DICE = 6;
const HALF = 0.5;
const GRAVITY = 120;
/** Contacts slower than this (die edges / s) are not recorded as collisions. */
const MIN_IMPACT_SPEED = 0.6;
const STRIDE = 7;

interface Attempt {
  ok: boolean;
  reason?: RejectReason;
  frames: Float32Array;
  frameCount: number;
  collisions: DiceCollision[];
  natural: number[];
}

interface Target {
  kind: CollisionTarget;
  die: number;
}

function buildWorld(tray: TraySpec): {
  world: World;
  diceMaterial: Material;
  targets: Map<Body, Target>;
} {
  const world = new World({ gravity: new Vec3(0, -GRAVITY, 0), allowSleep: true });
  world.broadphase = new NaiveBroadphase();
  (world.solver as unknown as { iterations: number }).iterations = 10;
  const diceMaterial = new Material('die');
  const floorMaterial = new Material('felt');
  const wallMaterial = new Material('wood');
  world.addContactMaterial(
    new ContactMaterial(diceMaterial, floorMaterial, { friction: 0.35, restitution: 0.35 }),
  );
  world.addContactMaterial(
    new ContactMaterial(diceMaterial, wallMaterial, { friction: 0.1, restitution: 0.55 }),
  );
  world.addContactMaterial(
    new ContactMaterial(diceMaterial, diceMaterial, { friction: 0.2, restitution: 0.45 }),
  );
  const targets = new Map<Body, Target>();
  const addPlane = (
    kind: CollisionTarget,
    material: Material,
    position: [number, number, number],
    axis: [number, number, number],
    angle: number,
  ): void => {
    const body = new Body({ mass: 0, type: Body.STATIC, material, shape: new Plane() });
    body.position.set(...position);
    body.quaternion.setFromAxisAngle(new Vec3(...axis), angle);
    world.addBody(body);
    targets.set(body, { kind, die: -1 });
  };
  const hw = tray.width / 2;
  const hd = tray.depth / 2;
  // Plane normals are +Z in body space; rotate each to face into the tray.
  addPlane('floor', floorMaterial, [0, 0, 0], [1, 0, 0], -Math.PI / 2);
  addPlane('lid', wallMaterial, [0, tray.height, 0], [1, 0, 0], Math.PI / 2);
  addPlane('wall', wallMaterial, [-hw, 0, 0], [0, 1, 0], Math.PI / 2);
  addPlane('wall', wallMaterial, [hw, 0, 0], [0, 1, 0], -Math.PI / 2);
  addPlane('wall', wallMaterial, [0, 0, -hd], [0, 1, 0], 0);
  addPlane('wall', wallMaterial, [0, 0, hd], [0, 1, 0], Math.PI);
  return { world, diceMaterial, targets };
}

function runAttempt(launches: readonly DieLaunch[], tray: TraySpec): Attempt {
  const { world, diceMaterial, targets } = buildWorld(tray);
  const n = launches.length;
  const dice: Body[] = [];
  const collisions: DiceCollision[] = [];
  let step = 0;
  const shape = new Box(new Vec3(HALF, HALF, HALF));
  launches.forEach((launch, index) => {
    const body = new Body({
      mass: 1,
      material: diceMaterial,
      shape,
      linearDamping: 0.1,
      angularDamping: 0.15,
      allowSleep: true,
      sleepSpeedLimit: 0.4,
      sleepTimeLimit: 0.12,
    });
    body.position.set(...launch.position);
    body.quaternion.set(...launch.quaternion);
    body.velocity.set(...launch.velocity);
    body.angularVelocity.set(...launch.angularVelocity);
    body.addEventListener('collide', (event: { body: Body; contact: ContactEquation }) => {
      const other = targets.get(event.body);
      if (!other) return;
      // A die-die contact reaches both dice: record it once, on the lower index.
      if (other.kind === 'die' && other.die < index) return;
      const speed = Math.abs(event.contact.getImpactVelocityAlongNormal());
      if (speed < MIN_IMPACT_SPEED) return;
      collisions.push({
        step,
        die: index,
        speed: Math.round(speed * 1000) / 1000,
        target: other.kind,
        otherDie: other.die,
      });
    });
    world.addBody(body);
    targets.set(body, { kind: 'die', die: index });
    dice.push(body);
  });

  const frames = new Float32Array((STEP_CAP + 1) * n * STRIDE);
  const record = (frame: number): void => {
    let o = frame * n * STRIDE;
    for (const body of dice) {
      frames[o++] = body.position.x;
      frames[o++] = body.position.y;
      frames[o++] = body.position.z;
      frames[o++] = body.quaternion.x;
      frames[o++] = body.quaternion.y;
      frames[o++] = body.quaternion.z;
      frames[o++] = body.quaternion.w;
    }
  };
  record(0);
  let settled = false;
  while (step < STEP_CAP) {
    step++;
    world.step(STEP_SECONDS);
    record(step);
    if (dice.every((body) => body.sleepState === Body.SLEEPING)) {
      settled = true;
      break;
    }
  }
  const frameCount = step + 1;
  const poses: RestingDie[] = dice.map((body) => ({
    position: [body.position.x, body.position.y, body.position.z],
    quaternion: [body.quaternion.x, body.quaternion.y, body.quaternion.z, body.quaternion.w],
  }));
  const natural = poses.map((pose) => topFace(pose.quaternion).value);
  const reason = qualityGate(poses, tray, settled);
  return {
    ok: reason === undefined,
    ...(reason ? { reason } : {}),
    frames: frames.slice(0, frameCount * n * STRIDE),
    frameCount,
    collisions,
    natural,
  };
}

function resolveTray(tray: Partial<TraySpec> | undefined): TraySpec {
  const resolved = { ...DEFAULT_TRAY, ...tray };
  if (resolved.width < 4 || resolved.depth < 4 || resolved.height < 2) {
    throw new Error('simulateThrow: tray must be at least 4 × 4 × 2 die edges');
  }
  return resolved;
}

/**
 * Throws the dice in a fresh cannon-es world, rejects bad throws (cocked, stacked, escaped,
 * unsettled) and re-throws with derived sub-seeds, and returns the accepted recording with
 * each die's mesh correction so the wanted values land on top.
 */
export function simulateThrow(input: ThrowInput): ThrowRecording {
  const { dice } = input;
  if (dice.length < 1 || dice.length > MAX_DICE) {
    throw new Error(`simulateThrow: 1..${MAX_DICE} dice, got ${dice.length}`);
  }
  for (const die of dice) faceNormal(die.value);
  const seed = input.seed >>> 0;
  const tray = resolveTray(input.tray);
  const rejections: RejectReason[] = [];
  let accepted: Attempt | undefined;
  let fallback = false;
  for (let attempt = 0; attempt < MAX_ATTEMPTS && !accepted; attempt++) {
    const subSeed = attempt === 0 ? seed : mixSeeds(seed, attempt);
    const result = runAttempt(throwParams(createRng(subSeed), dice.length, tray), tray);
    if (result.ok) accepted = result;
    else rejections.push(result.reason ?? 'unsettled');
  }
  if (!accepted) {
    const result = runAttempt(fallbackParams(dice.length, tray), tray);
    if (!result.ok) throw new Error(`simulateThrow: fallback drop rejected (${result.reason})`);
    accepted = result;
    fallback = true;
  }
  const final = accepted;
  return {
    seed,
    dt: STEP_SECONDS,
    tray,
    dieCount: dice.length,
    stride: STRIDE,
    frames: final.frames,
    frameCount: final.frameCount,
    collisions: final.collisions,
    attempts: rejections.length + 1,
    rejections,
    fallback,
    settleSteps: final.frameCount - 1,
    dice: dice.map((die, i) => {
      const natural = final.natural[i] ?? 1;
      return {
        color: die.color,
        value: die.value,
        naturalTopFace: natural,
        correction: correctionFor(natural, die.value),
      };
    }),
  };
}
