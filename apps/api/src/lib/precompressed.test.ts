import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedBody, negotiateEncoding } from './precompressed.ts';

const answer = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Hotel ${i}`, price: (i * 37) % 400 })));

describe('compressed bodies', () => {
  it('are made once per key and decompress to the body', () => {
    const br = compressedBody('"k1"', answer, 'br', 'fast');
    expect(compressedBody('"k1"', 'another body', 'br', 'fast')).toBe(br);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(answer);
    expect(zlib.gunzipSync(compressedBody('"k1"', answer, 'gzip', 'fast')).toString()).toBe(answer);
  });

  it('are kept in memory of their own size, not in zlib 16 kB output chunk', () => {
    const kept = compressedBody('"k2"', answer, 'br', 'fast');
    expect(kept.length).toBeLessThan(2048);
    expect(kept.buffer.byteLength - kept.length).toBeLessThanOrEqual(1024);
  });
});

describe('a long-lived body over 8 kB', () => {
  // A page-like body: repeated markup with varying text, ~40 kB.
  const page = Array.from(
    { length: 400 },
    (_, i) => `<li class="tf-card"><a href="/deal/${i}">Hotel ${(i * 7919) % 1000}</a><span>${(i * 37) % 400} USD</span></li>`,
  ).join('');

  it('answers at once, then is made again smaller off the event loop for the requests after', async () => {
    const first = compressedBody('"page-1"', page, 'br');
    expect(zlib.brotliDecompressSync(first).toString()).toBe(page);
    const better = await new Promise<Buffer>((resolve) => {
      compressedBody('"page-2"', page, 'br', 'best', resolve);
    });
    expect(better.length).toBeLessThan(first.length);
    expect(zlib.brotliDecompressSync(better).toString()).toBe(page);
    // The cache now hands out the better one too.
    expect(compressedBody('"page-2"', page, 'br')).toBe(better);
  });

  it('is made once when it may be seen once', async () => {
    let upgraded = false;
    compressedBody('"page-3"', page, 'br', 'fast', () => (upgraded = true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(upgraded).toBe(false);
  });
});

describe('negotiateEncoding', () => {
  it('prefers br, honours q-values and falls back to identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});
