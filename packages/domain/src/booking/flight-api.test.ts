import { describe, expect, it } from 'vitest';
import { maskDocumentNumber, sliceParamSchema } from './flight-api.ts';

describe('maskDocumentNumber', () => {
  it.each([
    ['P123456789', '•••••••789'],
    ['AB123', '••123'],
    ['123', '123'],
  ])('%s → %s', (number, masked) => {
    expect(maskDocumentNumber(number)).toBe(masked);
  });
});

describe('slice', () => {
  it.each([
    ['lhr.jfk.2027-01-10', [{ origin: 'LHR', destination: 'JFK', departureDate: '2027-01-10' }]],
    [
      ['LHR.JFK.2027-01-10', 'JFK.LHR.2027-01-17'],
      [
        { origin: 'LHR', destination: 'JFK', departureDate: '2027-01-10' },
        { origin: 'JFK', destination: 'LHR', departureDate: '2027-01-17' },
      ],
    ],
  ])('reads %j', (value, slices) => {
    expect(sliceParamSchema.parse(value)).toEqual(slices);
  });

  it.each([['LHR-JFK'], ['LHR.JFK.2027-02-30'], [Array(6).fill('LHR.JFK.2027-01-10')]])('refuses %j', (value) => {
    expect(sliceParamSchema.safeParse(value).success).toBe(false);
  });
});
