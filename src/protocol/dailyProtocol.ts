import type { Difficulty, MotiveId } from '../core/data/types';
import type { BoardEntry } from './boardEntry';

/** Name of the Colyseus room type that hosts one player's official voyage of the day. */
export const DAILY_ROOM_NAME = 'daily';

/** What the device key signs: this prefix, then the challenge from `POST /api/daily/challenge`. */
export const DAILY_SIGN_PREFIX = 'nemo-daily:';

/** A day's voyage as the server publishes it while the day is open (never its seed). */
export interface DailyVoyageInfo {
  /** The UTC date it belongs to, `YYYY-MM-DD`. */
  date: string;
  motive: MotiveId;
  difficulty: Difficulty;
  /** SHA-256 of `${date}:${seed}`, 64 hex characters. */
  commitment: string;
}

/** The best a player who knew every card and die could do (the perfect-information planner). */
export interface DailyForesight {
  score: number;
  level: string;
}

/** A day's voyage once the day has closed: its seed revealed, and the foresight score if run. */
export interface ClosedDailyVoyage extends DailyVoyageInfo {
  seed: string;
  foresight: DailyForesight | null;
}

/** `GET /api/daily`. */
export interface DailyTodayResponse {
  ok: true;
  today: string;
  voyage: DailyVoyageInfo;
}

/** `GET /api/daily/:date`: `seed` and `foresight` only for a closed day. */
export interface DailyDayResponse {
  ok: true;
  voyage: DailyVoyageInfo | ClosedDailyVoyage;
}

/** `POST /api/daily/challenge`. */
export interface DailyChallengeResponse {
  ok: true;
  challenge: string;
}

/**
 * Create/join options of the daily room: the device's public key (ECDSA P-256, JWK), the
 * challenge, and base64url of the ECDSA/SHA-256 signature of `DAILY_SIGN_PREFIX + challenge`.
 */
export interface DailyJoinOptions {
  name: string;
  publicKey: JsonWebKey;
  challenge: string;
  signature: string;
}

/** Server → client `ranked`: the finished official voyage's row on the day's board. */
export interface RankedMessage {
  entry: BoardEntry;
}
