import { createHash } from 'node:crypto';
import { getIdempotencyKey, type Database, type IdempotencyRow } from '@tripfront/db';

// Idempotency-Key on POST /api/bookings (after Stripe's and the IETF draft's semantics): the first
// request with a key runs; its answer is stored and every later request with the key gets that
// answer back, byte for byte. Requests that arrive while the first still runs wait for it. The same
// key with a different body (or from another user) is refused with 422.

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request. Use a new key for a new booking.';
export const STILL_RUNNING = 'A booking request with this Idempotency-Key is still being processed. Please try again in a moment.';
export const ATTEMPT_LOST = 'The earlier attempt with this Idempotency-Key did not finish. Please try again.';

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

export const requestHash = (userId: string, body: unknown): string => createHash('sha256').update(`${userId}\n${canonicalJson(body)}`).digest('hex');

/** Waits (backing off up to 500 ms between looks) until the key's first request completes; null when it vanished or took too long. */
export async function waitForCompletion(db: Database, tenantId: string, key: string, timeoutMs: number): Promise<IdempotencyRow | 'gone' | null> {
  const deadline = Date.now() + timeoutMs;
  let pause = 50;
  for (;;) {
    const row = await db.withTenant(tenantId, (tx) => getIdempotencyKey(tx, tenantId, key));
    if (!row) return 'gone';
    if (row.status === 'completed') return row;
    if (Date.now() + pause > deadline) return null;
    await new Promise((r) => setTimeout(r, pause));
    pause = Math.min(500, pause * 2);
  }
}
