import { describe, expect, it } from 'vitest';
import { isFreeCancellation, refundFor, refundShare, type CancellationTerms } from './refund.ts';

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

describe('the refund rule of every product (refundFor)', () => {
  const total = { amountMinor: 40_000, currency: 'EUR' };
  const now = new Date('2027-01-10T12:00:00Z');
  const tiers = [
    { until: '2027-01-09', refundShare: 1 },
    { until: '2027-01-20', refundShare: 0.5 },
    { until: '2027-02-01', refundShare: 0.25 },
  ];
  it.each<[string, CancellationTerms, { amountMinor: number; kind: string; words: string; until: string | null; feeMinor: number | null }]>([
    [
      'before the deadline: everything',
      { refundable: true, freeCancellationUntil: '2027-01-11T00:00:00Z' },
      { amountMinor: 40_000, kind: 'full', words: 'freeUntil', until: '2027-01-11T00:00:00Z', feeMinor: null },
    ],
    [
      'after the deadline: nothing',
      { refundable: true, freeCancellationUntil: '2027-01-10T12:00:00Z' },
      { amountMinor: 0, kind: 'none', words: 'deadlinePassed', until: null, feeMinor: null },
    ],
    [
      'a fare with a fee, before its deadline: the total less the fee',
      { refundable: true, freeCancellationUntil: '2027-01-11T00:00:00Z', feeMinor: 7_500 },
      { amountMinor: 32_500, kind: 'less_fee', words: 'lessFeeUntil', until: '2027-01-11T00:00:00Z', feeMinor: 7_500 },
    ],
    [
      'a fare with a fee, after its deadline: nothing',
      { refundable: true, freeCancellationUntil: '2027-01-01T00:00:00Z', feeMinor: 7_500 },
      { amountMinor: 0, kind: 'none', words: 'deadlinePassed', until: null, feeMinor: null },
    ],
    [
      'a fee larger than the total: nothing',
      { refundable: true, freeCancellationUntil: '2027-01-11T00:00:00Z', feeMinor: 50_000 },
      { amountMinor: 0, kind: 'none', words: 'nonRefundable', until: null, feeMinor: null },
    ],
    [
      'cruise tiers: the first tier whose last day has not passed',
      { refundable: true, freeCancellationUntil: '2027-01-09T23:59:59.000Z', tiers },
      { amountMinor: 20_000, kind: 'share', words: 'tierUntil', until: '2027-01-20', feeMinor: null },
    ],
    [
      'cruise tiers: on the last day of a tier, still that tier',
      { refundable: true, freeCancellationUntil: null, tiers: [{ until: '2027-01-10', refundShare: 1 }, ...tiers.slice(1)] },
      { amountMinor: 40_000, kind: 'full', words: 'tierUntil', until: '2027-01-10', feeMinor: null },
    ],
    [
      'cruise tiers all passed: nothing',
      { refundable: true, freeCancellationUntil: null, tiers: tiers.slice(0, 1) },
      { amountMinor: 0, kind: 'none', words: 'tiersPassed', until: null, feeMinor: null },
    ],
    [
      'non-refundable: nothing',
      { refundable: false, freeCancellationUntil: null },
      { amountMinor: 0, kind: 'none', words: 'nonRefundable', until: null, feeMinor: null },
    ],
  ])('%s', (_l, terms, expected) => {
    expect(refundFor(terms, total, now)).toMatchObject({ ...expected, currency: 'EUR' });
  });

  it('gives a supplier the same rule as a share of its own total', () => {
    const terms = { refundable: true, freeCancellationUntil: '2027-01-11T00:00:00Z', feeMinor: 10_000 };
    expect(refundShare(terms, now, 50_000)).toBe(0.8);
  });
});
