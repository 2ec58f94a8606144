import zlib from 'node:zlib';

/** Smaller bodies go out as they are: compression would save a few hundred bytes at best. */
export const COMPRESS_THRESHOLD = 1024;

export type Coding = 'br' | 'gzip' | 'identity';

/**
 * Brotli's best quality costs ~4 ms on a 3 kB body and ~20–70 ms on 12–30 kB for 5–12% fewer
 * bytes than quality 6 (< 1 ms): worth it for long-lived bodies (agency, content, visitor pages),
 * not for deal answers that change with every query. 'fast' is for bodies that may be seen once.
 * A long-lived body over 8 kB is made at quality 6 for the request that asks first, then again at
 * 11 on libuv's threads, off the event loop, for the requests after it.
 */
export type Effort = 'best' | 'fast';
const BEST_NOW_BYTES = 8 * 1024;
const brotliQuality = (bytes: number, effort: Effort) => (effort === 'best' && bytes <= BEST_NOW_BYTES ? 11 : effort === 'best' ? 6 : 5);

const brotliOptions = (bytes: number, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
  },
});

function compress(body: string | Buffer, coding: 'br' | 'gzip', effort: Effort): Buffer {
  if (coding === 'gzip') return zlib.gzipSync(body, { level: effort === 'best' ? 9 : 6 });
  const bytes = Buffer.byteLength(body);
  return zlib.brotliCompressSync(body, brotliOptions(bytes, brotliQuality(bytes, effort)));
}

/**
 * The compressed body in memory of its own size. zlib's synchronous calls return a view of their
 * 16 kB output chunk: a 3 kB answer kept as it is holds 16 kB (decision 0062).
 */
function ownSized(out: Buffer): Buffer {
  if (out.buffer.byteLength <= out.length + 1024) return out;
  const copy = Buffer.allocUnsafeSlow(out.length);
  out.copy(copy);
  return copy;
}

/** `body` compressed, not kept (an answer for one user). */
export const compressOnce = (body: string, coding: 'br' | 'gzip'): Buffer => compress(body, coding, 'fast');

/**
 * `body` compressed on libuv's threads, not kept: for big answers made for one request (a product
 * search's page of results, 40–80 kB), whose compression would otherwise hold the event loop for
 * 0.3–1.5 ms each.
 */
export function compressOffLoop(body: string, coding: 'br' | 'gzip', done: (err: Error | null, out: Buffer) => void): void {
  if (coding === 'gzip') zlib.gzip(body, { level: 6 }, done);
  else {
    const bytes = Buffer.byteLength(body);
    const options = brotliOptions(bytes, brotliQuality(bytes, 'fast'));
    // A window the size of the body, not brotli's 4 MB: an asynchronous encoder's native memory
    // stays until the collector finalises it, and 4 MB a search at 100 searches/s kept the
    // collector's threads busy and the answers waiting (p50 ~1 s, decision 0143).
    options.params![zlib.constants.BROTLI_PARAM_LGWIN] = Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes + 1))));
    zlib.brotliCompress(body, options, done);
  }
}

/** Compressed bodies kept at most (decision 0062): the answers asked for again, not every one made. */
const MAX_BYTES = 16 * 1024 * 1024;
let heldBytes = 0;
/** Compressed bodies by key (an ETag: the hash of the body) and coding, oldest first. */
const bodies = new Map<string, Buffer>();

/**
 * `body` compressed with `coding`, made once per key (an ETag, so a changed body is a new key) and
 * kept while the cache holds under 16 MB; the least recently used bodies make room for new ones.
 * A long-lived brotli body over 8 kB is made again at the best quality in the background: it then
 * replaces the kept one, and `onBetter` hands it to a caller that keeps its own reference.
 */
export function compressedBody(
  key: string,
  body: string | Buffer,
  coding: 'br' | 'gzip',
  effort: Effort = 'best',
  onBetter?: (better: Buffer) => void,
): Buffer {
  const k = coding === 'br' ? `b${key}` : `g${key}`;
  const hit = bodies.get(k);
  if (hit) {
    // Used now: to the young end, so that answers made once leave before the ones asked for again.
    bodies.delete(k);
    bodies.set(k, hit);
    return hit;
  }
  const made = compressKept(body, coding, effort, (better) => {
    // Kept in its place unless it has left the cache meanwhile.
    if (bodies.get(k) === made) keep(k, better);
    onBetter?.(better);
  });
  keep(k, made);
  return made;
}

/**
 * `body` compressed for a caller that keeps it itself, outside the shared cache (a visitor page,
 * decision 0140): made at once, and a brotli body over 8 kB made again at the best quality on
 * libuv's threads, handed to `onBetter` when it is smaller.
 */
export function compressKept(body: string | Buffer, coding: 'br' | 'gzip', effort: Effort, onBetter: (better: Buffer) => void): Buffer {
  const made = ownSized(compress(body, coding, effort));
  const bytes = Buffer.byteLength(body);
  if (coding === 'br' && effort === 'best' && bytes > BEST_NOW_BYTES) {
    zlib.brotliCompress(body, brotliOptions(bytes, 11), (err, out) => {
      if (err || out.length >= made.length) return;
      onBetter(ownSized(out));
    });
  }
  return made;
}

function keep(k: string, buf: Buffer): void {
  const before = bodies.get(k);
  if (before) heldBytes -= before.length;
  bodies.set(k, buf);
  heldBytes += buf.length;
  for (const [old, kept] of bodies) {
    if (heldBytes <= MAX_BYTES) break;
    bodies.delete(old);
    heldBytes -= kept.length;
  }
}

const negotiated = new Map<string, Coding>();

/**
 * The coding to answer with for an Accept-Encoding header: br when accepted, else gzip, else
 * identity; q-values are honoured (`br;q=0` refuses br, `*` stands for codings not named).
 * Browsers send a handful of distinct headers, so answers are remembered per header.
 */
export function negotiateEncoding(header: string | string[] | undefined): Coding {
  if (header === undefined) return 'identity';
  const value = Array.isArray(header) ? header.join(',') : header;
  const hit = negotiated.get(value);
  if (hit) return hit;
  const q: Record<string, number> = {};
  for (const part of value.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = qParam ? Number(qParam.slice(2)) : 1;
    q[name.trim()] = Number.isFinite(weight) ? weight : 0;
  }
  const weightOf = (name: string) => q[name] ?? q['*'] ?? 0;
  const coding = preferredCoding(weightOf('br'), weightOf('gzip'));
  if (negotiated.size > 500) negotiated.clear();
  negotiated.set(value, coding);
  return coding;
}

/** Brotli when the client weighs it at least as high as gzip, else gzip when accepted, else whichever is accepted. */
function preferredCoding(br: number, gzip: number): Coding {
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return br > 0 ? 'br' : 'identity';
}
