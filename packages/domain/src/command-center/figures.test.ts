import { describe, expect, it } from 'vitest';
import { averageMinor, bucketFor, bucketStart, conversionRatio, periodBuckets, periodIssue, presetPeriod, splitByMonths } from './figures.ts';
import { centerTotals, rankGroups } from './totals.ts';

describe('period', () => {
  it.each([
    ['2027-01-01', '2027-01-01', null],
    ['2027-01-01', '2027-12-31', null],
    ['2028-01-01', '2028-12-31', null], // leap year: 366 days
    ['2027-01-01', '2028-01-02', { field: 'to', message: 'the period is at most 366 days' }],
    ['2027-01-02', '2027-01-01', { field: 'to', message: 'must be on or after from' }],
  ])('%s..%s → %j', (from, to, issue) => expect(periodIssue(from, to)).toEqual(issue));

  it.each([
    ['2027-01-01', '2027-03-03', 'day'], // 62 days
    ['2027-01-01', '2027-03-04', 'week'],
    ['2027-01-01', '2027-07-01', 'week'], // 182 days
    ['2027-01-01', '2027-07-02', 'month'],
  ])('%s..%s in %s buckets', (from, to, bucket) => expect(bucketFor(from, to)).toBe(bucket));

  it.each([
    ['2027-03-10', 'day', '2027-03-10'],
    ['2027-03-10', 'week', '2027-03-08'], // a Wednesday → its Monday
    ['2027-03-08', 'week', '2027-03-08'],
    ['2027-03-14', 'week', '2027-03-08'], // Sunday ends the ISO week
    ['2027-03-10', 'month', '2027-03-01'],
  ] as const)('%s starts its %s at %s', (day, bucket, start) => expect(bucketStart(day, bucket)).toBe(start));

  it('lists every bucket, including the partial first and last', () => {
    expect(periodBuckets('2027-01-30', '2027-02-02', 'day')).toEqual(['2027-01-30', '2027-01-31', '2027-02-01', '2027-02-02']);
    expect(periodBuckets('2027-03-10', '2027-03-22', 'week')).toEqual(['2027-03-08', '2027-03-15', '2027-03-22']);
    expect(periodBuckets('2026-11-15', '2027-02-01', 'month')).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
  });

  it.each([
    ['last7', { from: '2027-03-04', to: '2027-03-10' }],
    ['last30', { from: '2027-02-09', to: '2027-03-10' }],
    ['last90', { from: '2026-12-11', to: '2027-03-10' }],
    ['thisYear', { from: '2027-01-01', to: '2027-03-10' }],
  ] as const)('%s ending 2027-03-10', (preset, period) => expect(presetPeriod(preset, '2027-03-10')).toEqual(period));
});

describe('ratios', () => {
  it.each([
    [0, 0, null],
    [0, 3, null],
    [10, 3, 0.3],
    [3, 1, 0.3333],
    [2, 5, 2.5],
  ])('%i searches, %i bookings → %s', (searches, bookings, ratio) => expect(conversionRatio(searches, bookings)).toBe(ratio));

  it.each([
    [0, 0, 0],
    [1000, 3, 333],
    [1001, 2, 501], // half away from zero
    [-1001, 2, -501],
  ])('average of %i over %i is %i', (total, count, avg) => expect(averageMinor(total, count)).toBe(avg));
});

describe('totals in one currency', () => {
  const rates = { USD: 1, EUR: 0.5, JPY: 100 };
  const row = (day: string, currency: string, bookings: number, salesMinor: number, extra = {}) => ({
    day,
    currency,
    bookings,
    cancellations: 0,
    salesMinor,
    markupMinor: 0,
    ...extra,
  });

  it('converts each currency before summing and fills empty buckets', () => {
    const t = centerTotals(
      [
        row('2027-03-01', 'USD', 1, 10_000, { markupMinor: 1000 }),
        row('2027-03-01', 'EUR', 2, 5_000, { cancellations: 1 }),
        row('2027-03-03', 'JPY', 1, 10_000),
      ],
      8,
      { from: '2027-03-01', to: '2027-03-03', bucket: 'day' },
      'USD',
      rates,
    );
    // 100.00 USD + 50.00 EUR (= 100.00 USD) + 10,000 JPY (= 100.00 USD)
    expect(t.grossSalesMinor).toBe(30_000);
    expect(t.markupMinor).toBe(1000);
    expect(t.bookings).toBe(4);
    expect(t.cancellations).toBe(1);
    expect(t.averageMinor).toBe(7500);
    expect(t.conversion).toEqual({ searches: 8, bookings: 4, ratio: 0.5 });
    expect(t.series).toEqual([
      { start: '2027-03-01', bookings: 3, salesMinor: 20_000 },
      { start: '2027-03-02', bookings: 0, salesMinor: 0 },
      { start: '2027-03-03', bookings: 1, salesMinor: 10_000 },
    ]);
    expect(centerTotals([row('2027-03-01', 'USD', 1, 10_000)], 0, { from: '2027-03-01', to: '2027-03-01', bucket: 'day' }, 'JPY', rates).grossSalesMinor).toBe(
      10_000,
    );
  });

  it('ranks groups by bookings, then sales', () => {
    const keyed = (key: string | null, currency: string, bookings: number, salesMinor: number) => ({
      key,
      currency,
      bookings,
      cancellations: 0,
      salesMinor,
      markupMinor: 0,
    });
    expect(
      rankGroups(
        [keyed('FR', 'EUR', 1, 100), keyed('FR', 'USD', 1, 100), keyed('ES', 'USD', 2, 100), keyed(null, 'USD', 1, 50), keyed('IT', 'USD', 0, 0)],
        'USD',
        rates,
        2,
      ),
    ).toEqual([
      { key: 'FR', bookings: 2, salesMinor: 300 },
      { key: 'ES', bookings: 2, salesMinor: 100 },
    ]);
  });
});

describe('splitByMonths', () => {
  it.each([
    ['2027-03-01', '2027-03-31', { start: '2027-03-01', end: '2027-04-01' }, []],
    ['2027-03-05', '2027-03-20', null, [{ start: '2027-03-05', end: '2027-03-21' }]],
    ['2027-02-15', '2027-03-31', { start: '2027-03-01', end: '2027-04-01' }, [{ start: '2027-02-15', end: '2027-03-01' }]],
    [
      '2026-11-25',
      '2027-11-24',
      { start: '2026-12-01', end: '2027-11-01' },
      [
        { start: '2026-11-25', end: '2026-12-01' },
        { start: '2027-11-01', end: '2027-11-25' },
      ],
    ],
    ['2027-03-05', '2027-04-04', null, [{ start: '2027-03-05', end: '2027-04-05' }]],
    ['2026-12-01', '2027-12-31', { start: '2026-12-01', end: '2028-01-01' }, []],
  ])('%s..%s', (from, to, months, days) => expect(splitByMonths(from, to)).toEqual({ months, days }));
});
