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

describe('negotiateEncoding', () => {
  it('prefers br, honours q-values and falls back to identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('deflate')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
  });
});
