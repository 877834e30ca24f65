/** The option a chat line votes for (`!2`, `!2 go north`), or null. */
export function chatVoteOf(text: string): number | null {
  const match = /^!(\d{1,2})(?:\s|$)/.exec(text.trim());
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}

/** Per chatter: a few votes at once, then one a second (a flood is not heard). */
export function createChatterLimiter(burst = 3, perSecond = 1) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(chatter: string, nowMs: number): boolean {
      const b = buckets.get(chatter) ?? { tokens: burst, at: nowMs };
      b.tokens = Math.min(burst, b.tokens + ((nowMs - b.at) / 1000) * perSecond);
      b.at = nowMs;
      buckets.set(chatter, b);
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
  };
}
