import { describe, expect, it } from 'vitest';
import type { BookingDetails, HotelBookingDetails } from './bookings.ts';
import { bookingCalendarFile, bookingEvents, calendarFileName, escapeText, foldLine } from './calendar-file.ts';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const policy = { refundable: true, freeCancellationUntil: null, description: 'Free cancellation.' };
const hotel = (over: Partial<HotelBookingDetails> = {}): HotelBookingDetails => ({
  product: 'hotel',
  reference: 'TF-ABC123',
  service: 'hotels',
  status: 'confirmed',
  title: 'Hôtel Lumière',
  location: 'Paris, France',
  startDate: '2030-03-01',
  endDate: '2030-03-03',
  total: usd(40000),
  createdAt: '2030-01-01T10:00:00.000Z',
  cancellationPolicy: policy,
  hotel: { propertyId: 'sbx-h-1', name: 'Hôtel Lumière', address: '1 Rue de Rivoli, Paris', stars: 4, image: '' },
  room: { roomTypeId: 'std', name: 'Standard Room' },
  ratePlan: { name: 'Room only', board: 'room_only', cancellationPolicy: policy },
  nights: 2,
  rooms: 1,
  occupancy: ['2'],
  leadGuest: { firstName: 'Tess', lastName: 'Traveller', email: 'tess@example.com' },
  price: { base: usd(37000), taxesAndFees: usd(3000), total: usd(40000), perNight: usd(20000) },
  payment: { gateway: 'sandbox', status: 'captured', brand: 'visa', last4: '4242' },
  supplierReference: 'SBX-1',
  failureReason: null,
  cancellation: { cancelledAt: null, refundStatus: 'none', refund: null },
  refundPreview: null,
  history: [],
  ...over,
});
/** Another product's booking: the common fields of the hotel one with the product's own part (only what the file reads). */
const other = (part: Record<string, unknown>) => ({ ...hotel(), ...part }) as unknown as BookingDetails;

const ctx = { origin: 'https://www.sunrise.example', stampedAt: '2030-01-01T10:00:00.000Z', agencyName: 'Sunrise Travel' };
const lines = (text: string) => text.split('\r\n');
const unfolded = (text: string) => text.replace(/\r\n /g, '');

describe('escapeText (RFC 5545 §3.3.11)', () => {
  it.each([
    ['plain', 'plain'],
    ['Rue de Rivoli, Paris', 'Rue de Rivoli\\, Paris'],
    ['a;b', 'a\\;b'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines', 'two\\nlines'],
    ['windows\r\nline', 'windows\\nline'],
    ['قصر; ١,٢', 'قصر\\; ١\\,٢'],
  ])('%j → %j', (text, escaped) => {
    expect(escapeText(text)).toBe(escaped);
  });
});

describe('foldLine (75 octets, RFC 5545 §3.1)', () => {
  it.each([
    ['short line', 'SUMMARY:x', 1],
    ['exactly 75 octets', `SUMMARY:${'a'.repeat(67)}`, 1],
    ['76 octets', `SUMMARY:${'a'.repeat(68)}`, 2],
    ['200 octets', `DESCRIPTION:${'b'.repeat(188)}`, 3],
    ['multi-byte text', `SUMMARY:${'é'.repeat(80)}`, 3],
    ['Arabic text', `SUMMARY:${'فندق'.repeat(20)}`, 3],
  ])('%s', (_, line, count) => {
    const folded = lines(foldLine(line));
    expect(folded).toHaveLength(count);
    for (const part of folded) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    for (const part of folded.slice(1)) expect(part.startsWith(' ')).toBe(true);
    // Unfolding gives the line back, and no character was cut in two.
    expect(unfolded(foldLine(line))).toBe(line);
  });
});

describe('bookingEvents: when each product happens', () => {
  const car = other({
    product: 'car',
    service: 'cars',
    title: 'Toyota Corolla or similar',
    car: { pickup: { name: 'Lisbon Airport (LIS)', dateTime: '2030-03-01T09:30' }, dropoff: { name: 'Porto City Centre', dateTime: '2030-03-04T18:00' } },
  });
  const activity = other({
    product: 'activity',
    service: 'activities',
    activity: { title: 'Sintra day trip', city: 'Lisbon', date: '2030-03-02', time: '08:15', durationMinutes: 540 },
  });
  const resort = other({
    product: 'resort',
    service: 'resorts',
    resort: { name: 'Palm Cove', subregionName: 'Maldives', checkIn: '2030-05-01', checkOut: '2030-05-08' },
  });
  const cruise = other({
    product: 'cruise',
    service: 'cruise',
    cruise: { title: 'Fjords', departurePort: 'Bergen', departDate: '2030-06-01', returnDate: '2030-06-08' },
  });
  const slice = (from: string, to: string, departAt: string, arriveAt: string, minutes: number, number: string) => ({
    origin: { iata: from, name: `${from} Airport`, city: from, countryCode: 'XX' },
    destination: { iata: to, name: `${to} Airport`, city: to, countryCode: 'XX' },
    departAt,
    arriveAt,
    durationMinutes: minutes,
    segments: [{ flightNumber: number }],
  });
  const flight = other({
    product: 'flight',
    service: 'flights',
    flight: {
      slices: [
        slice('LHR', 'JFK', '2030-04-01T10:00', '2030-04-01T13:05', 485, 'BA117'),
        slice('JFK', 'LHR', '2030-04-08T18:30', '2030-04-09T06:40', 430, 'BA178'),
      ],
    },
  });

  it.each<[string, BookingDetails, Array<Partial<ReturnType<typeof bookingEvents>[number]>>]>([
    [
      'hotel: the stay, all day, check-in to check-out',
      hotel(),
      [{ allDay: { first: '2030-03-01', last: '2030-03-03' }, summary: 'Hôtel Lumière', location: '1 Rue de Rivoli, Paris' }],
    ],
    ['resort: its own dates', resort, [{ allDay: { first: '2030-05-01', last: '2030-05-08' }, summary: 'Palm Cove' }]],
    ['cruise: sailing to return', cruise, [{ allDay: { first: '2030-06-01', last: '2030-06-08' }, location: 'Bergen' }]],
    ['car: pick-up to drop-off', car, [{ timed: { start: '2030-03-01T09:30', minutes: 3 * 1440 + 510 }, location: 'Lisbon Airport (LIS)' }]],
    ['activity: its start and length', activity, [{ timed: { start: '2030-03-02T08:15', minutes: 540 }, summary: 'Sintra day trip' }]],
    [
      'flight: one event per slice, departure and door-to-door length',
      flight,
      [
        { uid: 'TF-ABC123-1@www.sunrise.example', timed: { start: '2030-04-01T10:00', minutes: 485 }, summary: 'BA117 LHR → JFK' },
        { uid: 'TF-ABC123-2@www.sunrise.example', timed: { start: '2030-04-08T18:30', minutes: 430 }, summary: 'BA178 JFK → LHR' },
      ],
    ],
  ])('%s', (_, booking, expected) => {
    const events = bookingEvents(booking, ctx);
    expect(events).toHaveLength(expected.length);
    events.forEach((e, i) => expect(e).toMatchObject(expected[i]!));
  });
});

describe('bookingCalendarFile', () => {
  const file = bookingCalendarFile(hotel(), ctx);

  it('is a VCALENDAR with CRLF line ends, every line at most 75 octets', () => {
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of lines(file)) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('writes a stay as all-day dates with DTEND the day after check-out (exclusive)', () => {
    expect(lines(file)).toEqual(expect.arrayContaining(['DTSTART;VALUE=DATE:20300301', 'DTEND;VALUE=DATE:20300304', 'TRANSP:TRANSPARENT']));
  });

  it('month and year ends roll over', () => {
    const text = bookingCalendarFile(hotel({ startDate: '2030-12-30', endDate: '2030-12-31' }), ctx);
    expect(lines(text)).toContain('DTEND;VALUE=DATE:20310101');
  });

  it('has a UID stable per booking, the booking time as DTSTAMP, and the page on the agency host', () => {
    const text = unfolded(file);
    expect(text).toContain('\r\nUID:TF-ABC123@www.sunrise.example\r\n');
    expect(text).toContain('\r\nDTSTAMP:20300101T100000Z\r\n');
    expect(text).toContain('\r\nURL:https://www.sunrise.example/mytrip/mytrips/TF-ABC123\r\n');
    expect(bookingCalendarFile(hotel(), ctx)).toBe(file);
  });

  it('escapes text values', () => {
    expect(unfolded(file)).toContain('\r\nLOCATION:1 Rue de Rivoli\\, Paris\r\n');
    expect(unfolded(file)).toContain('\r\nDESCRIPTION:TF-ABC123\\nhttps://www.sunrise.example/mytrip/mytrips/TF-ABC123\r\n');
  });

  it('writes a timed event as a floating local start with a duration', () => {
    const text = bookingCalendarFile(
      other({ product: 'activity', service: 'activities', activity: { title: 'Tour', city: 'Rome', date: '2030-03-02', time: '08:15', durationMinutes: 90 } }),
      ctx,
    );
    expect(lines(text)).toEqual(expect.arrayContaining(['DTSTART:20300302T081500', 'DURATION:PT1H30M']));
  });

  it('marks a cancelled booking CANCELLED, so a calendar that imported it updates the event', () => {
    expect(lines(bookingCalendarFile(hotel({ status: 'cancelled' }), ctx))).toContain('STATUS:CANCELLED');
    expect(lines(file)).toContain('STATUS:CONFIRMED');
  });

  it('names the download after the reference', () => {
    expect(calendarFileName('TF-ABC123')).toBe('TF-ABC123.ics');
    expect(calendarFileName('TF-A"B/../C')).toBe('TF-ABC.ics');
  });
});
