import { describe, expect, it } from 'vitest';
import { activityPartyIssues, activitySearchQuerySchema, durationBucket, participantIssues, placesTaken, type ParticipantCounts } from './activity-api.ts';

const p = (adult: number, child = 0, infant = 0, senior = 0): ParticipantCounts => ({ adult, child, infant, senior });

describe('activity party rules', () => {
  it.each([
    [p(1), []],
    [p(0, 0, 0, 1), []],
    [p(2, 1, 2), []],
    [p(1, 0, 1, 1), []],
    [p(0), ['emptyParty']],
    [p(0, 2), ['adultRequired']],
    [p(0, 0, 1), ['adultRequired', 'infantsExceedAdults']],
    [p(1, 0, 2), ['infantsExceedAdults']],
    [p(10, 6), ['tooManyParticipants']],
  ])('%o → %o', (party, issues) => {
    expect(activityPartyIssues(party)).toEqual(issues);
  });

  it('infants take no place', () => {
    expect(placesTaken(p(2, 1, 1, 1))).toBe(4);
  });

  it('participants must match the held party by type and count', () => {
    const held = p(2, 1);
    const list = [
      { type: 'adult' as const, firstName: 'A', lastName: 'B' },
      { type: 'adult' as const, firstName: 'C', lastName: 'B' },
      { type: 'child' as const, firstName: 'D', lastName: 'B' },
    ];
    expect(participantIssues(list, held)).toEqual([]);
    expect(participantIssues(list.slice(0, 2), held)).toEqual([{ path: 'participants', message: 'must be 2 adults, 1 child, as chosen for the time slot' }]);
    expect(participantIssues([...list.slice(0, 2), { ...list[2]!, type: 'senior' }], held)).toHaveLength(1);
  });
});

describe('activity search query', () => {
  it.each([
    [30, 'upTo2h'],
    [120, 'upTo2h'],
    [180, 'from2to4h'],
    [600, 'from4hTo1d'],
    [1440, 'fullDay'],
  ] as const)('%i minutes is %s', (minutes, bucket) => expect(durationBucket(minutes)).toBe(bucket));

  it('reads the results URL keys with filters as comma lists', () => {
    const q = activitySearchQuerySchema.parse({
      destination: 'Lisbon, Portugal',
      lat: '38.72',
      long: '-9.14',
      country: 'PT',
      start_date: '2027-02-01',
      end_date: '2027-02-03',
      category: 'food,tours',
    });
    expect(q).toMatchObject({ lat: 38.72, long: -9.14, currency: 'USD', sort: 'recommended', page: 1, category: ['food', 'tours'] });
    expect(activitySearchQuerySchema.safeParse({ lat: '1', long: '1', start_date: '2027-02-01', end_date: '2027-02-03', category: 'nope' }).success).toBe(
      false,
    );
  });
});
