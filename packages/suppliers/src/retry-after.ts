// How long to leave a supplier alone after it answered 429 (Duffel, LiteAPI): one reading of the
// rate-limit headers for every adapter, so each pauses its calls until the window resets.

/** A response's headers, as fetch and the suppliers' clients give them. */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * Milliseconds to wait after a 429: Retry-After, else RateLimit-Reset or X-RateLimit-Reset (a date,
 * epoch seconds or a delay in seconds), else 60 s; never under 1 s nor over 5 minutes.
 */
export function retryAfterMs(headers: HeaderReader | undefined, now: number): number {
  const read = (name: string): number | null => {
    const value = headers?.get(name)?.trim();
    if (!value) return null;
    if (/^\d+$/.test(value)) {
      const n = Number(value);
      // Epoch seconds (some gateways) or a delay in seconds (RFC 9110 Retry-After, draft RateLimit-Reset).
      return n > 1e9 ? n * 1000 - now : n * 1000;
    }
    const at = Date.parse(value);
    return Number.isNaN(at) ? null : at - now;
  };
  const ms = read('retry-after') ?? read('ratelimit-reset') ?? read('x-ratelimit-reset') ?? 60_000;
  return Math.min(Math.max(ms, 1000), 5 * 60_000);
}
