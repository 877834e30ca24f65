import type { Action, GameSetup, Seat } from '../../src/core/index';
import type { VoyageStore } from '../voyages/BoardEntry';
import type { DailyStore } from '../daily/DailyStore';

/** What a room needs to come back after a restart: its setup, every action and who sits where. */
export interface RoomRecord {
  code: string;
  setup: GameSetup;
  actions: Action[];
  /** Secret token of the human holding each seat (null: open or bot). */
  seatTokens: Record<Seat, string | null>;
  /** Seats the bot plays. */
  bots: Seat[];
  finished: boolean;
  /** Nobody came back in time: the room was closed; the record stays, it is not resumed. */
  expired?: boolean;
  /** A voyage of the day's official attempt (a one-seat `daily` room): whose, which day. */
  daily?: DailyAttempt;
}

/** Who plays a daily room, and, once it is ranked, its board entry's id. */
export interface DailyAttempt {
  date: string;
  playerId: string;
  name: string;
  entryId?: string;
}

/** Durable room records: written after every action, read back on boot. */
export interface GameStore {
  readonly kind: 'sqlite' | 'postgres';
  save(record: RoomRecord): Promise<void>;
  load(code: string): Promise<RoomRecord | null>;
  /** Every record whose game has not ended. */
  unfinished(): Promise<RoomRecord[]>;
  /** Submitted voyages for the boards, with their records. */
  readonly voyages: VoyageStore;
  /** The voyage of the day's secret, attempts and foresight scores. */
  readonly daily: DailyStore;
  close(): Promise<void>;
}
