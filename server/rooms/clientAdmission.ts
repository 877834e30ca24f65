import type { Client } from '@colyseus/core';
import type { Viewer } from '../../src/protocol/protocol';
import { refusal, type RefusalText } from '../../src/protocol/refusal';
import type { RateLimiter } from '../rateLimit';

/** What every room keeps about a connected client. */
export interface ClientData {
  viewer: Viewer;
  limiter: RateLimiter;
  /** Set when the same seat joined from elsewhere (e.g. a second tab). */
  replaced?: boolean;
}

export type Seated = Client<{ userData: ClientData }>;

/** A client refused past this many messages in a row is disconnected. */
const FLOOD_LIMIT = 200;

/**
 * The per-client rate limit in front of every message: true when the message may be handled.
 * The first refusal is answered with a `rate-limit` rejection; a client that keeps flooding is
 * disconnected.
 */
export function admitMessage(
  client: Seated,
  nowMs: number,
  reject: (client: Seated, rule: string, text: RefusalText) => void,
): boolean {
  const data = client.userData;
  if (!data) return false;
  if (data.limiter.take(nowMs)) return true;
  if (data.limiter.refused === 1) {
    reject(client, 'rate-limit', refusal('room.rateLimit'));
  } else if (data.limiter.refused > FLOOD_LIMIT) {
    client.leave(4029);
  }
  return false;
}
