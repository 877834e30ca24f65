/** The content of Nemo's War as data, with its ids, and the core's message catalogue and text. */
export * from './types';
export * from './oceans';
export * from './ships';
export * from './tracks';
export * from './motives';
export * from './upgrades';
export * from './characters';
export * from './treasures';
export * from './cards';
export * from './victory';
export * from './actionTables';
export * from './dataGaps';
export * from './effectTypes';
export * from './coreText';
export { CORE_EN } from './coreMessages';
