import { describe, expect, it } from 'vitest';
import { clampGuests, CRUISE_GUESTS, FLIGHT_GUESTS, guestBounds, RESORT_GUESTS, type GuestCounts } from './guests.ts';

const g = (adults: number, children = 0, infants = 0): GuestCounts => ({ adults, children, infants });

describe('defaults (spec §3, §9)', () => {
  it('flights start with 1 adult, cruise and resorts with 2', () => {
    expect(FLIGHT_GUESTS.defaults).toEqual(g(1));
    expect(CRUISE_GUESTS.defaults).toEqual(g(2));
    expect(RESORT_GUESTS.defaults).toEqual(g(2));
  });
});

describe('guestBounds (flights)', () => {
  it.each<[string, GuestCounts, ReturnType<typeof guestBounds>]>([
    // Infants per adult is the form's message (flightPartyIssues), not a stepper limit.
    ['one adult', g(1), { adults: { min: 1, max: 9 }, children: { min: 0, max: 8 }, infants: { min: 0, max: 9 } }],
    ['nine seats taken', g(5, 4), { adults: { min: 1, max: 5 }, children: { min: 0, max: 4 }, infants: { min: 0, max: 9 } }],
    ['two infants do not hold adults', g(3, 0, 2), { adults: { min: 1, max: 9 }, children: { min: 0, max: 6 }, infants: { min: 0, max: 9 } }],
  ])('%s', (_label, counts, expected) => expect(guestBounds(FLIGHT_GUESTS, counts)).toEqual(expected));
});

describe('clampGuests', () => {
  it.each<[string, typeof FLIGHT_GUESTS, Record<string, unknown>, GuestCounts]>([
    ['missing → defaults', FLIGHT_GUESTS, {}, g(1)],
    ['no adults → one', FLIGHT_GUESTS, { adults: 0 }, g(1)],
    ['too many adults', FLIGHT_GUESTS, { adults: 40 }, g(9)],
    ['children fill the seats left', FLIGHT_GUESTS, { adults: 6, children: 8 }, g(6, 3)],
    ['infants are kept for the form to refuse', FLIGHT_GUESTS, { adults: 2, infants: 5 }, g(2, 0, 5)],
    ['one infant per adult (cruise)', CRUISE_GUESTS, { adults: 2, infants: 5 }, g(2, 0, 2)],
    ['negative children', FLIGHT_GUESTS, { children: -2 }, g(1)],
    ['not numbers', FLIGHT_GUESTS, { adults: 'two', children: 1.5 }, g(1)],
    ['cruise keeps 2 adults by default', CRUISE_GUESTS, { children: 2 }, g(2, 2)],
    ['resorts have no infants', RESORT_GUESTS, { adults: 2, infants: 1 }, g(2)],
  ])('%s', (_label, rules, counts, expected) => expect(clampGuests(rules, counts)).toEqual(expected));
});
