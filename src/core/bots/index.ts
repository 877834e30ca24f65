/** The Nemo's War bots: one policy per seat and strength, and the search bot's task for a worker. */
export { policyFor, type BotStrength, type SeatPolicy } from './policyFor';
export * from './search/botTask';
export { DEFAULT_PLAYOUTS, type SearchBudget } from './search/searchDecision';
export { quickBotReachesFinale, trialSeed } from './finaleTrial';
