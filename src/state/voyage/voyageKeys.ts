/** The localStorage keys of the voyage boards (the page's own memory, never the server's). */
export const VOYAGE_KEYS = {
  /** A random id made once by the page: the server allows one official daily voyage per id. */
  playerId: 'nemo.playerId',
  /** The name last used on a board. */
  name: 'nemo.voyageName',
  /** Submissions waiting for the server, and the ones it answered. */
  submissions: 'nemo.voyageSubmissions',
  /** The days whose official voyage of the day was begun here. */
  dailyAttempts: 'nemo.dailyAttempts',
} as const;
