// One rung of the overhead ladder (bench/overhead-ladder.mjs): a Fastify server with some of the
// real app's plugins, to measure what each costs per request. Run as a child: node ladder-server.mjs VARIANT
// The helmet and compress options are copies of apps/api/src/plugins/security-headers.ts and
// plugins/compression.ts as they were before those plugins (the "before" rungs; keep them in step).
import zlib from 'node:zlib';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';

const variant = process.argv[2];
const body = process.env.LADDER_BODY ?? JSON.stringify({ ok: true });
const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: true,
    directives: {
      'script-src': ["'self'", 'https://www.googletagmanager.com', 'https://connect.facebook.net'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'https:'],
      'connect-src': ["'self'", 'https://*.google-analytics.com', 'https://www.googletagmanager.com', 'https://www.facebook.com'],
      'frame-ancestors': ["'self'"],
      'object-src': ["'none'"],
      'upgrade-insecure-requests': null,
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
};

const app = Fastify({ logger: false });
const json = (reply) => reply.type('application/json; charset=utf-8');

if (variant === 'helmet' || variant === 'helmet-compress') await app.register(helmet, helmetOptions);
if (variant === 'helmet-precomputed' || variant === 'precompressed') {
  // The same headers, worked out once: run helmet's middleware against a throwaway response.
  const { default: helmetCore } = await import('helmet');
  const headers = {};
  helmetCore(helmetOptions)({}, { setHeader: (k, v) => (headers[k] = v), removeHeader: () => {} }, () => {});
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
}
if (variant === 'helmet-compress') {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
if (variant === 'precompressed') {
  // Compressed once when the answer is cached, as an app could keep it beside publicJson/etag.
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = zlib.gzipSync(body, { level: 9 });
  app.get('/', async (request, reply) => {
    const accept = request.headers['accept-encoding'] ?? '';
    json(reply).header('vary', 'accept-encoding');
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(br);
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(gz);
    return reply.send(body);
  });
} else {
  app.get('/', async (_request, reply) => json(reply).send(body));
}

await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
