export * from './types';
export type { Frame, TestPurpose } from './frames';
export { createGame, defaultSetup } from './createGame';
export {
  applyAction,
  applyActionInPlace,
  currentDecision,
  legalActions,
  IllegalActionError,
} from './engine';
export { cloneState } from './cloneState';
export { stateHash } from './hash';
export { actionKey, canonicalJson } from './actionKey';
export * from './record';
export * from './replayRecord';
export * from './session';
export { nemoEngine, revealsEvent } from './nemoEngine';
export { scoreGame, type ScoreSheet, type ScoreLine } from './scoring';
export { checkInvariants } from './invariants';
export { rollModifiers, rollArithmetic, type RollPurpose } from './rollModifiers';
export { rollPreview, type RollPreview } from './rollPreview';
export { DATA_GAPS, type DataGap } from './data/dataGaps';
export { seedRng, type RngState } from './rng';
export {
  applyContentPack,
  cardEffectText,
  componentText,
  contentPackJsonSchema,
  ContentPackError,
  parseContentPack,
  validateContentPack,
  type ContentPack,
} from './content/index';
export type { Effect, Condition, CardEffectEntry } from './data/effectTypes';
