import { describe, expect, it } from 'vitest';
import { spanOffset } from './home-deals.ts';

// A home page is checked again when its deal span ends (decision 0137). With the spans of every
// host ending together, a thousand agencies' home pages turned stale at the same moment.

const SPAN_MS = 300_000;
const hosts = Array.from({ length: 1000 }, (_, i) => `a${String(i + 1).padStart(4, '0')}.localhost`);

describe('home deal spans', () => {
  it("spreads a thousand agencies' span ends over the span: no 3 s holds more than 2% of them", () => {
    const offsets = hosts.map((host) => spanOffset(host, SPAN_MS)).sort((a, b) => a - b);
    expect(offsets.every((o) => o >= 0 && o < SPAN_MS)).toBe(true);
    let most = 0;
    for (let i = 0, j = 0; i < offsets.length; i++) {
      while (offsets[i]! - offsets[j]! >= 3_000) j++;
      most = Math.max(most, i - j + 1);
    }
    expect(most).toBeLessThanOrEqual(20);
  });
});
