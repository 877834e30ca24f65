export * from './prng';
export * from './mix';
export * from './seeds';
export { canonicalJson, samePlain } from './canonicalJson';
export { hashText, stateHash } from './stateHash';
export type { AnyEngine, EventSink, RecordOf, RulesEngine } from './engine';
export * from './session';
export * from './replay';
export * from './firstIssue';
