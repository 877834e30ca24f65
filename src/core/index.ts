/**
 * The front door of the Nemo's War rules core: what the rest of the game may use of it. Content
 * data and text come through `core/data`, lookups by id and content packs through `core/content`,
 * the bots through `core/bots`, and lesson and test positions through `core/scenario`.
 */
export * from './types';
export * from './gameEvent';
export type { Frame, TestPurpose } from './frames';
export * from './createGame';
export {
  applyAction,
  applyActionInPlace,
  currentDecision,
  legalActions,
  IllegalActionError,
} from './engine';
export { cloneState } from './cloneState';
export { stateHash } from './hash';
export { renderEnglish } from './text/renderEnglish';
export * from './actionKey';
export * from './record';
export * from './replayRecord';
export * from './session';
export { nemoEngine, revealsEvent } from './nemoEngine';
export * from './scoring';
export { checkInvariants } from './invariants';
export * from './rollModifiers';
export * from './rollPreview';
export * from './board';
export * from './versus/imperialistMap';
export * from './voyageSummary';
export * from './dailyVoyage';
export * from './commonDifficulty';
export { CARD_EFFECTS } from './cardEffects';
export { choiceLabel } from './effects/choiceLabel';
export { exertDrmOf } from './handlers/testHandlers';
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
export { DATA_GAPS, type DataGap } from './data/dataGaps';
export type { Effect, Condition, CardEffectEntry } from './data/effectTypes';
