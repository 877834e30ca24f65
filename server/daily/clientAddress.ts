/**
 * The client's address for rate limits: the connecting peer, or, when that peer is a trusted
 * reverse proxy (`NEMO_TRUSTED_PROXIES`), the address the proxy names last in `X-Forwarded-For`
 * (the hop it saw; earlier entries were written by the client and prove nothing).
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
  trusted: ReadonlySet<string>,
): string {
  const direct = normalize(peer ?? 'unknown');
  if (!trusted.has(direct) || forwardedFor === undefined) return direct;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h.length > 0);
  const last = hops.at(-1);
  return last ? normalize(last) : direct;
}

/** IPv4 peers often arrive IPv6-mapped (`::ffff:1.2.3.4`). */
function normalize(address: string): string {
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

/** `NEMO_TRUSTED_PROXIES`: comma-separated addresses. */
export function trustedProxies(text: string | undefined): Set<string> {
  return new Set(
    (text ?? '')
      .split(',')
      .map((a) => normalize(a.trim()))
      .filter((a) => a.length > 0),
  );
}
