import { describe, expect, it } from 'vitest';
import { cancellationTerms, clockTime } from './reshape.ts';

describe('LiteAPI cancellation policies as our terms', () => {
  it.each([
    ['non-refundable', { refundableTag: 'NRFN' }, { refundable: false, freeCancellationUntil: null }],
    [
      'free until the first penalty, read in the policy zone',
      {
        refundableTag: 'RFN',
        cancelPolicyInfos: [
          { cancelTime: '2027-07-09 12:00:00', amount: 0, timezone: 'Europe/Lisbon' },
          { cancelTime: '2027-07-10 18:00:00', amount: 50, timezone: 'Europe/Lisbon' },
          { cancelTime: '2027-07-11 18:00:00', amount: 200, timezone: 'Europe/Lisbon' },
        ],
      },
      { refundable: true, freeCancellationUntil: '2027-07-10T17:00:00.000Z' },
    ],
    [
      'GMT when the policy names no zone',
      { refundableTag: 'RFN', cancelPolicyInfos: [{ cancelTime: '2027-07-10 18:00:00', amount: 50 }] },
      { refundable: true, freeCancellationUntil: '2027-07-10T18:00:00.000Z' },
    ],
    [
      'refundable without penalties: free until check-in day begins at the hotel',
      { refundableTag: 'RFN', cancelPolicyInfos: [] },
      { refundable: true, freeCancellationUntil: '2027-07-11T23:00:00.000Z' },
    ],
  ])('%s', (_, policies, terms) => {
    expect(cancellationTerms(policies, '2027-07-12', 'Europe/Lisbon')).toEqual({ ...terms, timeZone: 'Europe/Lisbon' });
  });
});

describe('check-in and check-out times', () => {
  it.each([
    ['03:00 PM', '15:00'],
    ['12:00 AM', '00:00'],
    ['12:30 PM', '12:30'],
    ['14:00', '14:00'],
    [undefined, ''],
  ])('%s → %s', (text, time) => expect(clockTime(text)).toBe(time));
});
