import type { Action, GameEvent, GameState, Seat } from '../core';
import type { CoreText } from '../core/data';
import type { RefusalText } from './refusal';

/** Name of the Colyseus room type that hosts an Imperialist versus game. */
export const ROOM_NAME = 'versus';
export const DEFAULT_PORT = 2567;
/** How long a dropped seat is held for its player (seconds). */
export const RECONNECT_SECONDS = 120;

export type Viewer = Seat | 'spectator';
export type SeatChoice = Seat | 'spectator' | 'any';

/** Stands in for anything face down in a PublicState: deck cards, bag tokens, the seed. */
export const MASK = '?';

/** A GameState with every secret replaced by MASK (same shape, so the table can draw it). */
export type PublicState = GameState;

/** The `view` message: what one viewer sees after every change. */
export interface SeatView {
  viewer: Viewer;
  /** Number of actions taken so far; an `act` message quotes it. */
  version: number;
  state: PublicState;
  decision: { seat: Seat; kind: string; prompt: CoreText; rule: CoreText } | null;
  /** The viewer's legal actions (empty unless the viewer is the seat to decide). */
  options: Action[];
  /**
   * The viewer may take back its last action: it decides now, and nothing was revealed or rolled,
   * and no turn passed to the other seat since (never past the other player's action).
   */
  undoable: boolean;
}

/** The `events` message: what just happened, redacted like the view. */
export interface EventsMessage {
  version: number;
  seat: Seat | null;
  action: Action | null;
  events: GameEvent[];
}

/** The `history` message: every event so far (redacted), sent on join and rejoin before the view. */
export interface HistoryMessage {
  version: number;
  events: GameEvent[];
}

/**
 * The `rejected` message: why an `act` (or any message) changed nothing. `rule` is an id
 * (`rules` when the rules core refused the action, else `protocol`, `spectator`, `stale`, `undo`,
 * `game-over`, `store`, `rate-limit`, `seat`, `daily-closed`); `text` says why by message id,
 * rendered by the page in the player's language; `message` is the same in English, for logs.
 */
export interface Rejection {
  rule: string;
  text: RefusalText;
  message: string;
  version: number;
}

/** The `seat` message: sent once on join; keep `token` to reclaim the seat later. */
export interface SeatGrant {
  code: string;
  viewer: Viewer;
  /** Secret for this seat; present for players, absent for spectators. */
  token?: string;
}

/** Options of `client.create(ROOM_NAME, …)` / `joinById(code, …)`. */
export interface JoinOptions {
  seat?: SeatChoice;
  name?: string;
  /** A seat token from an earlier `seat` message, to take the seat back. */
  token?: string;
  /** Create only: the Stern Motive (default piracy). */
  motive?: 'piracy' | 'worldOrder';
  /** Create only: leave the other seat open for a human instead of starting its bot at once. */
  waitForOpponent?: boolean;
}

export type ActMessage = { version: number; action: Action };
