import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedBody, negotiateEncoding, COMPRESS_THRESHOLD, type Effort } from './precompressed.ts';
import { singleFlight } from './single-flight.ts';
import type { AgencyRevisions } from './agency-revisions.ts';

/** A strong ETag for a serialised answer: its content's SHA-1. */
export function etagFor(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A value serialised once, with its ETag (answers that never change while the process runs). */
export function serialisedJson(value: unknown): CachedJson {
  const body = JSON.stringify(value);
  return { body, etag: etagFor(body) };
}

export interface CachedJson {
  body: string;
  etag: string;
  /**
   * Its compressed forms, for an answer that lives as long as its body (one per agency): kept on it
   * once made, instead of being looked up in the shared compressed-body cache on every request.
   */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

/**
 * Per-instance cache of serialised answers for read-mostly tenant content (about, FAQs, navigation).
 * Keys always start with the tenant id. Entries live `ttlSeconds`; with `revisions`, an entry that
 * old is kept while its agency's revision has not moved (agency-revisions.ts), not read again.
 */
export function createJsonCache(ttlSeconds: number, now: () => number = Date.now, revisions?: AgencyRevisions) {
  const entries = new Map<string, { value: CachedJson; until: number }>();
  // Requests that find an entry expired share one reload (single-flight.ts).
  const loads = singleFlight<string, CachedJson>();
  const invalidateTenant = (tenantId: string): void => {
    for (const k of entries.keys()) if (k.startsWith(`${tenantId}:`)) entries.delete(k);
    loads.forgetWhere((k) => k.startsWith(`${tenantId}:`));
  };
  revisions?.onChanged(invalidateTenant);
  return {
    async get(key: string, load: () => Promise<unknown>): Promise<CachedJson> {
      const hit = entries.get(key);
      if (hit && hit.until > now()) return hit.value;
      if (hit && revisions && ttlSeconds > 0) {
        const until = await revisions.confirmedUntil();
        const current = entries.get(key);
        if (current === hit) hit.until = until;
        if (current && (current === hit || current.until > now())) return current.value;
      }
      return loads.run(key, async (isCurrent) => {
        const body = JSON.stringify(await load());
        const value = { body, etag: etagFor(body) };
        if (isCurrent()) {
          if (entries.size > 50_000) entries.clear();
          entries.set(key, { value, until: now() + ttlSeconds * 1000 });
        }
        return value;
      });
    },
    invalidateTenant,
  };
}
export type JsonCache = ReturnType<typeof createJsonCache>;

/**
 * Route options of GET routes that answer through sendCachedJson or sendEncoded: they negotiate and
 * compress their own bodies and take none, so @fastify/compress's per-route hooks (three per
 * request) would only find the work done.
 */
export const SELF_ENCODED_GET = { compress: false, decompress: false } as const;
/** The same for POST routes: their answers encode themselves; a compressed request body still decodes. */
export const SELF_ENCODED_POST = { compress: false } as const;

/**
 * Sends a pre-serialised JSON answer with its ETag; answers 304 when the client has it already.
 * Bodies over the compression threshold go out brotli- or gzip-compressed as the client accepts,
 * compressed once per body (by ETag) instead of once per request; @fastify/compress leaves an
 * answer that already has a Content-Encoding alone.
 */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, cached: CachedJson): FastifyReply {
  void reply.header('etag', cached.etag).header('cache-control', 'no-cache').type('application/json; charset=utf-8');
  return sendEncoded(request, reply, cached);
}

/**
 * The body of `cached` in the best encoding the client accepts (headers other than encoding set by
 * the caller). `effort`: 'best' for long-lived bodies, 'fast' for ones made per query.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, cached: CachedJson, effort: Effort = 'best'): FastifyReply {
  const compressible = cached.body.length >= COMPRESS_THRESHOLD;
  if (compressible) void reply.header('vary', 'accept-encoding');
  // 304 is the answer to a conditional GET or HEAD only (RFC 9110 §13.1.2); a POST gets its body.
  if (request.headers['if-none-match'] === cached.etag && (request.method === 'GET' || request.method === 'HEAD')) return reply.status(304).send();
  const coding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
  if (coding === 'identity') return reply.send(cached.body);
  const { encoded } = cached;
  const body = encoded
    ? (encoded[coding] ??= compressedBody(cached.etag, cached.body, coding, effort, (better) => (encoded[coding] = better)))
    : compressedBody(cached.etag, cached.body, coding, effort);
  return reply.header('content-encoding', coding).send(body);
}
