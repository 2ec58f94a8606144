import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD, compressedBody, compressOffLoop, compressOnce, negotiateEncoding } from '../lib/precompressed.ts';

const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/|image\/svg\+xml|application\/(?:xml|javascript))/;

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) void reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding|\*/i.test(String(vary))) void reply.header('vary', `${String(vary)}, accept-encoding`);
}

/**
 * Answers this long (a product search's page of results) are one request's: compressed on libuv's
 * threads, neither hashed nor kept, so the event loop goes on with other requests meanwhile.
 */
const OFF_LOOP_CHARS = 16 * 1024;

/**
 * Compression, worked out as few times as possible:
 * - answers that arrive compressed already (cached JSON, deal answers, pages: see
 *   sendCachedJson) go out as they are;
 * - long answers (over OFF_LOOP_CHARS) are compressed off the event loop, not kept;
 * - other text answers built as strings are compressed once per distinct body and kept (by its
 *   hash): the same suggestions for "par" or the same lookup list cost a hash, not a compression;
 *   answers for one person (private, no-store, or setting a cookie) are compressed and not kept;
 * - streams (files without a precompressed twin, the API docs) go to @fastify/compress.
 */
export default fp(async (app) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD || reply.hasHeader('content-encoding')) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return done(null, payload);
    addVary(reply);
    const coding = negotiateEncoding(request.headers['accept-encoding']);
    if (coding === 'identity') return done(null, payload);
    void reply.header('content-encoding', coding);
    if (payload.length >= OFF_LOOP_CHARS) {
      compressOffLoop(payload, coding, (err, out) => {
        if (!err) return done(null, out);
        // Compression failed (out of memory): the answer still goes out, as it is.
        void reply.removeHeader('content-encoding');
        done(null, payload);
      });
      return;
    }
    const personal = /private|no-store/.test(String(reply.getHeader('cache-control') ?? '')) || reply.hasHeader('set-cookie');
    const body = personal
      ? compressOnce(payload, coding)
      : compressedBody(`#${createHash('sha1').update(payload).digest('base64url')}`, payload, coding, 'fast');
    done(null, body);
  });

  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
});
