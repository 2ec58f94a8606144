import { describe, expect, it } from 'vitest';
import { isFreeCancellation, refundShare, type CancellationTerms } from './refund.ts';

describe('the refund deadline: free strictly before freeCancellationUntil', () => {
  const terms: CancellationTerms = { refundable: true, freeCancellationUntil: '2026-12-01T23:59:00Z' };
  it.each<[string, CancellationTerms, string, 0 | 1]>([
    ['a minute before', terms, '2026-12-01T23:58:00Z', 1],
    ['a millisecond before', terms, '2026-12-01T23:58:59.999Z', 1],
    ['at the deadline', terms, '2026-12-01T23:59:00Z', 0],
    ['a millisecond after', terms, '2026-12-01T23:59:00.001Z', 0],
    ['non-refundable', { refundable: false, freeCancellationUntil: null }, '2026-11-01T00:00:00Z', 0],
    ['refundable without a deadline', { refundable: true, freeCancellationUntil: null }, '2026-11-01T00:00:00Z', 0],
  ])('%s → %s', (_l, t, now, share) => {
    expect(refundShare(t, new Date(now))).toBe(share);
    expect(isFreeCancellation(t, new Date(now))).toBe(share === 1);
  });
});
