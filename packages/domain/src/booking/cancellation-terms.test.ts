import { describe, expect, it } from 'vitest';
import { termsSentence } from './cancellation-terms.ts';
import { formatPlaceDateTime, placeDay, placeInstant } from './place-time.ts';
import type { CancellationTerms } from './refund.ts';

const now = new Date('2026-11-29T12:00:00Z');
const tiers = [
  { until: '2026-10-03', refundShare: 1 },
  { until: '2026-12-10', refundShare: 0.5 },
  { until: '2026-12-20', refundShare: 0.25 },
  { until: '2026-12-26', refundShare: 0 },
];

describe('placeInstant: a wall-clock time at a place', () => {
  it.each([
    ['2026-12-26', '16:30', 'Europe/Lisbon', '2026-12-26T16:30:00.000Z'],
    ['2026-07-26', '16:30', 'Europe/Lisbon', '2026-07-26T15:30:00.000Z'],
    ['2026-12-26', '09:00', 'Asia/Tokyo', '2026-12-26T00:00:00.000Z'],
    ['2026-12-26', '09:00', 'America/New_York', '2026-12-26T14:00:00.000Z'],
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T07:30:00.000Z'],
    ['2026-12-26', '16:30', undefined, '2026-12-26T16:30:00.000Z'],
    ['2026-12-26', '16:30', 'Not/AZone', '2026-12-26T16:30:00.000Z'],
  ])('%s %s in %s is %s', (date, time, zone, iso) => expect(placeInstant(date, time, zone).toISOString()).toBe(iso));

  // Offsets are kept per six-hour span: every minute of a day with a transition (and of a
  // zone whose offset and change are not whole hours) reads the clock back as Intl shows it.
  it.each([
    ['America/New_York', '2026-03-08'],
    ['America/New_York', '2026-11-01'],
    ['Europe/Lisbon', '2026-10-25'],
    ['Australia/Lord_Howe', '2026-04-05'],
    ['Asia/Kathmandu', '2026-12-26'],
  ])('every minute of a transition day in %s (%s) reads back as the wall clock', (zone, day) => {
    const clock = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const wall = (d: Date) => clock.format(d).replace(', ', 'T');
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
      const at = placeInstant(day, time, zone);
      // A time in a spring-forward gap does not exist: it reads as after the change (later on the clock).
      if (wall(at) !== `${day}T${time}`) expect(wall(at) > `${day}T${time}`).toBe(true);
      else expect(wall(at)).toBe(`${day}T${time}`);
    }
  });

  it.each([
    ['2026-12-26T23:30:00Z', 'Asia/Tokyo', '2026-12-27'],
    ['2026-12-26T03:30:00Z', 'America/Los_Angeles', '2026-12-25'],
    ['2026-12-26T03:30:00Z', undefined, '2026-12-26'],
  ])('the day %s is at %s: %s', (iso, zone, day) => expect(placeDay(new Date(iso), zone)).toBe(day));

  it.each([
    ['en', 'Dec 25, 2026, 4:30 PM'],
    ['de', '25. Dez. 2026, 16:30'],
  ])('formats in %s', (language, text) => expect(formatPlaceDateTime('2026-12-25T16:30:00Z', 'Europe/Lisbon', language)).toBe(text));
});

describe('termsSentence: the terms in one sentence', () => {
  const cases: [string, CancellationTerms, { language?: string; currency?: string }, string][] = [
    [
      'a deadline, at the place',
      { refundable: true, freeCancellationUntil: '2026-12-25T16:30:00Z', timeZone: 'Europe/Lisbon' },
      {},
      'Free cancellation until Dec 25, 2026, 4:30 PM (local time), then non-refundable.',
    ],
    [
      'a deadline in Tokyo reads Tokyo time',
      { refundable: true, freeCancellationUntil: '2026-12-25T14:59:00Z', timeZone: 'Asia/Tokyo' },
      {},
      'Free cancellation until Dec 25, 2026, 11:59 PM (local time), then non-refundable.',
    ],
    [
      'a fee',
      { refundable: true, freeCancellationUntil: '2026-12-20T10:00:00Z', feeMinor: 5000, timeZone: 'Europe/London' },
      { currency: 'USD' },
      'Cancelling until Dec 20, 2026, 10:00 AM (local time) refunds the total less a $50 fee, then non-refundable.',
    ],
    [
      'tiers: only those still open',
      { refundable: true, freeCancellationUntil: null, tiers, timeZone: 'Europe/Lisbon' },
      {},
      'Cancelling refunds 50% until Dec 10, 2026; 25% until Dec 20, 2026 (local time), then nothing.',
    ],
    [
      'tiers all past',
      { refundable: true, freeCancellationUntil: null, tiers: tiers.slice(0, 1) },
      {},
      "Non-refundable: the cruise line's last refund date has passed.",
    ],
    [
      'a deadline passed',
      { refundable: true, freeCancellationUntil: '2026-11-01T00:00:00Z' },
      {},
      'Non-refundable: the free cancellation deadline has passed.',
    ],
    ['non-refundable', { refundable: false, freeCancellationUntil: null }, {}, 'Non-refundable: cancelling refunds nothing.'],
    [
      'in the booker’s language',
      { refundable: true, freeCancellationUntil: '2026-12-25T16:30:00Z', timeZone: 'Europe/Lisbon' },
      { language: 'fr' },
      "Annulation gratuite jusqu'au 25 déc. 2026, 16:30 (heure locale), puis non remboursable.",
    ],
  ];
  it.each(cases)('%s', (_, terms, ctx, text) => expect(termsSentence(terms, { now, ...ctx })).toBe(text));
});
