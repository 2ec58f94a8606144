import { describe, expect, it } from 'vitest';
import { onCalendar } from './recorded-flights.ts';

describe('the recorded flights on the calendar', () => {
  const body = {
    data: {
      created_at: '2027-01-01T11:59:50Z',
      slices: [{ departure_date: '2027-01-10', segments: [{ departing_at: '2027-01-10T08:25:00', arriving_at: '2027-01-10T11:20:00' }] }],
      passengers: [{ born_on: '2020-01-10' }],
    },
  };

  it('answers as recorded while the departure is more than 60 days ahead', () => {
    expect(onCalendar(body, Date.parse('2026-11-01T00:00:00Z'))).toEqual(body);
  });

  it('moves travel dates (and only those) by whole days once the departure comes closer', () => {
    const moved = onCalendar(body, Date.parse('2027-03-01T12:00:00Z'));
    expect(moved.data.slices[0]!.departure_date).toBe('2027-05-01');
    expect(moved.data.slices[0]!.segments[0]).toEqual({ departing_at: '2027-05-01T08:25:00', arriving_at: '2027-05-01T11:20:00' });
    expect(moved.data.created_at).toBe(body.data.created_at);
    expect(moved.data.passengers[0]!.born_on).toBe('2020-01-10');
  });
});
