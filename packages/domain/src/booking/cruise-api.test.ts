import { describe, expect, it } from 'vitest';
import { cruiseGuestIssues, cruisePartyIssues, cruiseSearchQuerySchema, DEFAULT_CRUISE_GUESTS, lengthBucket, partyFits } from './cruise-api.ts';
import { cruisePolicyOf, DEFAULT_CRUISE_POLICY, fullRefundUntil, refundTiersFor } from './cruise-policies.ts';
import { refundShare } from './refund.ts';

describe('cruise guests', () => {
  it('defaults to 2 adults (spec §3)', () => expect(DEFAULT_CRUISE_GUESTS).toEqual({ adult: 2, child: 0, infant: 0 }));

  it.each([
    [{ adult: 2, child: 0, infant: 0 }, 'balcony', []],
    [{ adult: 0, child: 2, infant: 0 }, 'inside', ['adultRequired']],
    [{ adult: 1, child: 0, infant: 2 }, 'inside', ['infantsExceedAdults']],
    [{ adult: 2, child: 2, infant: 1 }, 'balcony', ['tooManyGuests']],
    [{ adult: 2, child: 2, infant: 1 }, 'suite', []],
    [{ adult: 4, child: 3, infant: 0 }, 'suite', ['tooManyGuests']],
  ] as const)('%j in a %s cabin: %j', (g, category, issues) => {
    expect(cruisePartyIssues(g, category)).toEqual(issues);
    expect(partyFits(g, category)).toBe(issues.length === 0);
  });

  it('checks the booking’s guests against the held cabin by type and age', () => {
    const party = { adult: 1, child: 1, infant: 0 };
    const adult = { type: 'adult' as const, firstName: 'Ana', lastName: 'Silva', age: 40 };
    expect(cruiseGuestIssues([adult, { ...adult, type: 'child', age: 8 }], party)).toEqual([]);
    expect(cruiseGuestIssues([adult], party)).toEqual([{ path: 'guests', message: 'must be 1 adult, 1 child, as chosen for the cabin' }]);
    expect(cruiseGuestIssues([adult, { ...adult, type: 'child', age: 18 }], party)[0]!.path).toBe('guests.1.age');
    expect(
      cruiseGuestIssues(
        [
          { ...adult, age: 16 },
          { ...adult, type: 'child', age: 5 },
        ],
        party,
      )[0]!.path,
    ).toBe('guests.0.age');
  });
});

describe('cruise search query', () => {
  it('reads the results page keys, comma lists and defaults', () => {
    const q = cruiseSearchQuerySchema.parse({ month: '2027-03', ship_line: 'disney,Carnival', length: '6-9', region: 'caribbean' });
    expect(q).toMatchObject({
      month: '2027-03',
      ship_line: ['disney', 'carnival'],
      adults: 2,
      children: 0,
      infants: 0,
      length: ['6-9'],
      region: ['caribbean'],
      sort: 'departure',
    });
    expect(cruiseSearchQuerySchema.safeParse({ month: '2027-13' }).success).toBe(false);
    expect(cruiseSearchQuerySchema.safeParse({ month: '2027-03', region: 'moon' }).success).toBe(false);
  });
  it.each([
    [3, '2-5'],
    [5, '2-5'],
    [7, '6-9'],
    [10, '10+'],
    [14, '10+'],
  ] as const)('%i nights are %s', (n, b) => expect(lengthBucket(n)).toBe(b));
});

describe('cruise cancellation policies', () => {
  /** The share the refund rule gives cancelling on `day` a sailing of `departDate` under the line's tiers. */
  const shareOn = (slug: string, departDate: string, day: string) =>
    refundShare({ refundable: true, freeCancellationUntil: null, tiers: refundTiersFor(cruisePolicyOf(slug), departDate) }, new Date(`${day}T12:00:00Z`));
  const daysBefore = (departDate: string, days: number) => new Date(Date.parse(`${departDate}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

  it('refunds by days before sailing under the line’s tiers', () => {
    expect([120, 90, 89, 75, 74, 61, 60, 31, 30, 15, 14, 1, 0].map((d) => shareOn('royal-caribbean', '2027-06-30', daysBefore('2027-06-30', d)))).toEqual([
      1, 1, 0.85, 0.85, 0.75, 0.75, 0.5, 0.5, 0.25, 0.25, 0, 0, 0,
    ]);
    expect(cruisePolicyOf('norwegian')).toBe(DEFAULT_CRUISE_POLICY);
    expect(cruisePolicyOf(undefined)).toBe(DEFAULT_CRUISE_POLICY);
  });
  it('dates the tiers of a sailing', () => {
    expect(fullRefundUntil(cruisePolicyOf('carnival'), '2027-06-30')).toBe('2027-04-16');
    expect(refundTiersFor(cruisePolicyOf('disney'), '2027-06-30')).toEqual([
      { until: '2027-04-01', refundShare: 1 },
      { until: '2027-05-05', refundShare: 0.8 },
      { until: '2027-05-31', refundShare: 0.5 },
      { until: '2027-06-15', refundShare: 0.25 },
    ]);
    expect(['2027-01-01', '2027-04-01', '2027-04-02', '2027-06-15', '2027-06-16'].map((d) => shareOn('disney', '2027-06-30', d))).toEqual([1, 1, 0.8, 0.25, 0]);
  });
});
