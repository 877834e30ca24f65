/** A token bucket: `burst` messages at once, refilled at `perSecond`. */
export interface RateLimiter {
  /** True when a message may pass now (and spends a token). */
  take(nowMs: number): boolean;
  /** Messages refused since the last allowed one. */
  readonly refused: number;
}

export function createRateLimiter(perSecond: number, burst: number): RateLimiter {
  let tokens = burst;
  let last = Number.NaN;
  let refused = 0;
  return {
    take(nowMs) {
      if (!Number.isNaN(last))
        tokens = Math.min(burst, tokens + ((nowMs - last) / 1000) * perSecond);
      last = nowMs;
      if (tokens >= 1) {
        tokens -= 1;
        refused = 0;
        return true;
      }
      refused++;
      return false;
    },
    get refused() {
      return refused;
    },
  };
}
