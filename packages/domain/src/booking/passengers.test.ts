import { describe, expect, it } from 'vitest';
import type { FlightPassenger } from './flight-api.ts';
import { ageOn, flightPartyIssues, passengerIssues, passengerTypeOn } from './passengers.ts';

const person = (type: FlightPassenger['type'], birthDate: string, givenName = 'Ana', extra: Partial<FlightPassenger> = {}): FlightPassenger => ({
  type,
  givenName,
  familyName: 'Silva',
  birthDate,
  gender: 'female',
  nationality: 'PT',
  ...extra,
});
const trip = { passengers: { adults: 1, children: 0, infants: 1 }, documentRequired: false, firstDate: '2027-03-10', lastDate: '2027-03-20' };

describe('ageOn and passengerTypeOn (spec §3: adult above 12, child 2 to 12, infant under 2)', () => {
  it.each([
    ['2025-03-10', '2027-03-09', 1, 'infant'],
    ['2025-03-10', '2027-03-10', 2, 'child'],
    ['2014-03-10', '2027-03-10', 13, 'adult'],
    ['2014-03-11', '2027-03-10', 12, 'child'],
    ['2024-02-29', '2026-02-28', 1, 'infant'],
    ['2024-02-29', '2026-03-01', 2, 'child'],
  ] as const)('born %s, on %s: %i years, %s', (birth, day, age, type) => {
    expect(ageOn(birth, day)).toBe(age);
    expect(passengerTypeOn(birth, day)).toBe(type);
  });
});

describe('flightPartyIssues', () => {
  it('refuses an infant without an adult of their own and more than 9 seats', () => {
    expect(flightPartyIssues({ adults: 2, children: 0, infants: 1 })).toEqual([]);
    expect(flightPartyIssues({ adults: 1, children: 0, infants: 2 })).toEqual(['infantsExceedAdults']);
    expect(flightPartyIssues({ adults: 0, children: 1, infants: 1 })).toEqual(['adultRequired', 'infantsExceedAdults']);
    expect(flightPartyIssues({ adults: 5, children: 5, infants: 0 })).toEqual(['tooManySeats']);
  });
});

describe('passengerIssues', () => {
  it('accepts passengers whose ages fit their types on every flight', () => {
    expect(passengerIssues([person('adult', '1990-01-01'), person('infant', '2026-01-01', 'Rui')], trip)).toEqual([]);
  });

  it('names an infant who turns 2 before the return flight, and the wrong counts', () => {
    const issues = passengerIssues([person('adult', '1990-01-01'), person('infant', '2025-03-15', 'Rui')], trip);
    expect(issues).toEqual([expect.objectContaining({ path: 'passengers.1.birthDate', code: 'typeMismatch' })]);
    expect(issues[0]!.message).toContain('a child (2 to 12) on 2027-03-20');
    expect(passengerIssues([person('adult', '1990-01-01')], trip).map((i) => i.code)).toEqual(['wrongCount']);
  });

  it('asks for a document valid after the last flight on an international route', () => {
    const abroad = { ...trip, passengers: { adults: 1, children: 0, infants: 0 }, documentRequired: true };
    expect(passengerIssues([person('adult', '1990-01-01')], abroad).map((i) => [i.path, i.code])).toEqual([['passengers.0.document', 'documentRequired']]);
    const expiring = person('adult', '1990-01-01', 'Ana', { document: { number: 'P1234567', expiry: '2027-03-20', issuingCountry: 'PT' } });
    expect(passengerIssues([expiring], abroad).map((i) => i.code)).toEqual(['documentExpired']);
  });

  it('refuses the same person twice and a birth date after the first flight', () => {
    const twice = passengerIssues([person('adult', '1990-01-01'), person('adult', '1990-01-01')], {
      ...trip,
      passengers: { adults: 2, children: 0, infants: 0 },
    });
    expect(twice.map((i) => i.code)).toEqual(['duplicatePassenger']);
    const unborn = passengerIssues([person('adult', '1990-01-01'), person('infant', '2027-04-01', 'Rui')], trip);
    expect(unborn.map((i) => i.code)).toEqual(['birthInFuture']);
  });
});
