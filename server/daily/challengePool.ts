import { randomBytes } from 'node:crypto';
import { DAILY_CHALLENGE_SECONDS } from '../../src/protocol/dailyProtocol';

/** Most challenges kept at once; past it the oldest are forgotten (memory stays bounded). */
const MAX_CHALLENGES = 20_000;

/**
 * Challenges for device signatures: random, single use, expiring. Each remembers the address
 * that asked for it, so the attempt it opens is rate-limited per that address.
 */
export class ChallengePool {
  private readonly pending = new Map<string, { expiresMs: number; address: string }>();

  constructor(private readonly ttlMs = DAILY_CHALLENGE_SECONDS * 1000) {}

  issue(address: string, nowMs: number): string {
    this.sweep(nowMs);
    const challenge = randomBytes(24).toString('base64url');
    this.pending.set(challenge, { expiresMs: nowMs + this.ttlMs, address });
    return challenge;
  }

  /** The address that asked for it, once: null when unknown, used or expired. */
  take(challenge: string, nowMs: number): string | null {
    const found = this.pending.get(challenge);
    if (!found) return null;
    this.pending.delete(challenge);
    return found.expiresMs >= nowMs ? found.address : null;
  }

  get size(): number {
    return this.pending.size;
  }

  private sweep(nowMs: number): void {
    for (const [key, entry] of this.pending) {
      if (entry.expiresMs >= nowMs && this.pending.size < MAX_CHALLENGES) break;
      this.pending.delete(key);
    }
  }
}
