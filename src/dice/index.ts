export { simulateThrow, DEFAULT_TRAY, STEP_CAP, STEP_SECONDS, MAX_DICE } from './simulateThrow';
export { throwSeed } from './throwSeed';
export { createRng, fmix32, hashString, mixSeeds, type Rng } from './prng';
export {
  FACE_NORMALS,
  IDENTITY_QUAT,
  correctionFor,
  faceNormal,
  multiplyQuat,
  rotateVec,
  topFace,
  type Quat,
  type TopFace,
  type Vec3Tuple,
} from './faces';
export { finalPose, framePose, shownValues, type DiePose } from './recording';
export type * from './types';
export { qualityGate, MAX_TILT_DEG, type RestingDie } from './qualityGate';
