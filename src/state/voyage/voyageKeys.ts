import { STORAGE_KEYS } from '../app/storage';

/** The localStorage keys of the voyage boards (the page's own memory, never the server's). */
export const VOYAGE_KEYS = {
  playerId: STORAGE_KEYS.playerId,
  name: STORAGE_KEYS.voyageName,
  submissions: STORAGE_KEYS.voyageSubmissions,
  dailyAttempts: STORAGE_KEYS.dailyAttempts,
} as const;
