import type { DailyForesight } from '../../src/protocol/dailyProtocol';

/** The voyage of the day's durable facts, in the same database as the rooms. */
export interface DailyStore {
  /** The stored secret, or `fresh` stored now when there is none (the first writer wins). */
  secret(fresh: string): Promise<string>;
  /**
   * Records that `playerId` started the day's attempt in room `code`, unless it already had one:
   * returns the code of the player's attempt that day (the first one claimed wins).
   */
  claimAttempt(date: string, playerId: string, code: string): Promise<string>;
  /** The room code of the player's attempt that day, if any. */
  attemptOf(date: string, playerId: string): Promise<string | null>;
  foresight(date: string): Promise<DailyForesight | null>;
  saveForesight(date: string, foresight: DailyForesight): Promise<void>;
}
