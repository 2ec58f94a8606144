import { createHash } from 'node:crypto';
import { getIdempotencyKey, type Database, type IdempotencyRow } from '@tripfront/db';

// Idempotency-Key on POST /api/bookings (after Stripe's and the IETF draft's semantics): the first
// request with a key runs; its answer is stored and every later request with the key gets that
// answer back, byte for byte. Requests that arrive while the first still runs wait for it. The same
// key with a different body (or from another user) is refused with 422.

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Use a new key for a new booking.';
export const STILL_RUNNING = 'A booking request with this Idempotency-Key is still being processed. Please try again in a moment.';
export const ATTEMPT_LOST = 'The earlier attempt with this Idempotency-Key did not finish. Please try again.';

/** How long a retry waits for the first request with its Idempotency-Key to finish before answering 409. */
export const REPLAY_WAIT_MS = 10_000;

/**
 * How long a request may hold its key before it has written its booking: the one supplier call
 * before that (the price check, bounded by SUPPLIER_TIMEOUT_MS) and a margin. A key still without
 * a booking after that belongs to a request that died (a crash, a lost connection to the
 * database); a retry of the same request takes it over (issue #13: retries waited 25 s and got 409
 * for five minutes).
 */
export const keyLeaseMs = (config: { SUPPLIER_TIMEOUT_MS: number }): number => config.SUPPLIER_TIMEOUT_MS + 10_000;

/** JSON with object keys sorted, so the same body always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (userId: string, body: unknown): string =>
  createHash('sha256')
    .update(`${userId}\n${canonicalJson(body)}`)
    .digest('hex');

/**
 * Waits (backing off up to 500 ms between looks) until the key's first request completes: its
 * record; 'gone' when the key vanished, 'abandoned' when its request died before writing a booking
 * (see keyLeaseMs), null when it took longer than `timeoutMs`.
 */
export async function waitForCompletion(
  db: Database,
  tenantId: string,
  key: string,
  timeoutMs: number,
  leaseMs: number,
): Promise<IdempotencyRow | 'gone' | 'abandoned' | null> {
  const deadline = Date.now() + timeoutMs;
  let pause = 50;
  for (;;) {
    const row = await db.withTenant(tenantId, (tx) => getIdempotencyKey(tx, tenantId, key));
    if (!row) return 'gone';
    if (row.status === 'completed') return row;
    if (row.bookingId === null && row.createdAt.getTime() < Date.now() - leaseMs) return 'abandoned';
    if (Date.now() + pause > deadline) return null;
    await new Promise((r) => setTimeout(r, pause));
    pause = Math.min(500, pause * 2);
  }
}
