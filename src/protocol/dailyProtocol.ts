import { z } from 'zod';
import type { Difficulty, MotiveId } from '../core/data';
import type { BoardEntry } from './boardEntry';

/**
 * The voyage of the day, played against the server (issue 41). The server deals the day's seed
 * from a secret; while the day is open only its commitment leaves the server.
 *
 * HTTP (same port as the rooms):
 * - `GET /api/daily` → `DailyToday`
 * - `GET /api/daily/:date` → `DailyDay` (a closed day adds `seed` and `foresight`); both answers
 *   also carry the voyage's fields at their top level (DESIGN.md §5)
 * - `POST /api/daily/challenge` → `DailyChallenge` (single use, about two minutes)
 *
 * The official attempt is the Colyseus room `DAILY_ROOM_NAME`, joined with `DailyJoinOptions`
 * (`joinOrCreate` resumes an unfinished attempt). Its messages are the versus room's
 * (protocol.ts: `seat`, `history`, `view`, `events`, `rejected`; `act`, `undo`, `sync`) plus
 * `ranked` (`RankedMessage`) once the finished game is on the day's board.
 */
export const DAILY_ROOM_NAME = 'daily';

/** The text a device key signs: this prefix, then the challenge (UTF-8). */
export const DAILY_SIGN_PREFIX = 'nemo-daily:';

/** How long a challenge may wait for its signature (seconds). */
export const DAILY_CHALLENGE_SECONDS = 120;

/** A day's voyage as the server tells it while the day is open. */
export interface DailyVoyageInfo {
  date: string;
  motive: MotiveId;
  difficulty: Difficulty;
  /** Lowercase hex SHA-256 of `${date}:${seed}` (64 characters): the seed, committed to. */
  commitment: string;
}

/** The planner's score on a closed day: a player who knew every card and die. */
export interface DailyForesight {
  score: number;
  level: string;
}

/** A closed day's voyage: its seed is revealed (so the board can be checked), and the foresight. */
export interface ClosedDailyVoyage extends DailyVoyageInfo {
  seed: string;
  /** null while the planner has not run yet. */
  foresight: DailyForesight | null;
}

export interface DailyToday {
  ok: true;
  today: string;
  voyage: DailyVoyageInfo;
}

export interface DailyDay {
  ok: true;
  today: string;
  voyage: DailyVoyageInfo | ClosedDailyVoyage;
}

export interface DailyChallenge {
  ok: true;
  challenge: string;
}

/** Create/join options of the daily room: a device key and its signature over a fresh challenge. */
export interface DailyJoinOptions {
  name: string;
  /** ECDSA P-256 public key (kty, crv, x, y). */
  publicKey: { kty: 'EC'; crv: 'P-256'; x: string; y: string };
  challenge: string;
  /** base64url of the raw 64-byte (P1363) ECDSA-SHA256 signature of `nemo-daily:${challenge}`. */
  signature: string;
}

/** The `ranked` message: the finished voyage's entry on the day's board (again on sync/rejoin). */
export interface RankedMessage {
  entry: BoardEntry;
}

const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/** The public key part of a JWK a device sends (extra JWK members such as ext/key_ops are fine). */
export const dailyPublicKeySchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: base64url(43, 43),
  y: base64url(43, 43),
});

export const dailyJoinOptionsSchema = z.object({
  name: z.string().max(40),
  publicKey: dailyPublicKeySchema,
  challenge: base64url(16, 64),
  signature: base64url(86, 86),
});
