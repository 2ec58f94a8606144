import { describe, expect, it } from 'vitest';
import type { BookingRow } from '@tripfront/db';
import { refundFor } from '@tripfront/domain/booking/refund';
import { bookingTerms, refundOfBooking, refundSentence } from './refund.ts';

// The refund of a stored booking (decision 0084): its terms as the rule reads them, including those
// of bookings made before a flight's fee and a cruise's tiers were part of the terms, and the rule
// in the booker's words.

const now = new Date('2027-01-10T12:00:00Z');
const row = (service: string, details: Record<string, unknown>) =>
  ({ service, details, totalMinor: 40_000, currency: 'EUR' }) as unknown as Pick<BookingRow, 'service' | 'details' | 'totalMinor' | 'currency'>;

describe('a stored booking’s refund', () => {
  it('reads an older flight booking’s fee from its fare conditions', () => {
    const old = row('flights', {
      terms: { refundable: true, freeCancellationUntil: '2027-02-01T00:00:00.000Z' },
      flight: { conditions: { refundable: true, refundFee: { amount: 7_500, currency: 'EUR' } } },
    });
    expect(bookingTerms(old)).toMatchObject({ feeMinor: 7_500 });
    expect(refundOfBooking(old, now)).toMatchObject({ amountMinor: 32_500, kind: 'less_fee', feeMinor: 7_500 });
  });

  it('reads an older cruise booking’s tiers from the cruise', () => {
    const old = row('cruise', {
      terms: { refundable: true, freeCancellationUntil: '2027-01-01T23:59:59.000Z' },
      cruise: {
        refundTiers: [
          { until: '2027-01-01', refundShare: 1 },
          { until: '2027-01-31', refundShare: 0.75 },
        ],
      },
    });
    expect(refundOfBooking(old, now)).toMatchObject({ amountMinor: 30_000, kind: 'share', until: '2027-01-31' });
  });

  it('words the rule in the booker’s language, the deadline at the place’s local time', () => {
    const q = refundFor(
      { refundable: true, freeCancellationUntil: '2027-02-01T09:30:00.000Z', feeMinor: 7_500 },
      { amountMinor: 40_000, currency: 'EUR' },
      now,
    );
    expect(refundSentence(q, 'en', 'Europe/Lisbon')).toBe(
      "Cancelling now refunds €325: the total less the airline's refund fee of €75, until Feb 01, 2027, 9:30 AM (local time).",
    );
    expect(refundSentence(q, 'en', 'Asia/Tokyo')).toContain('until Feb 01, 2027, 6:30 PM (local time).');
    expect(refundSentence(q, 'fr')).toMatch(/^Une annulation maintenant rembourse 325\s€ : .* \(75\s€\), jusqu'au 01 févr\. 2027.* \(heure locale\)\.$/);
    const tier = refundFor(
      { refundable: true, freeCancellationUntil: null, tiers: [{ until: '2027-01-31', refundShare: 0.5 }] },
      { amountMinor: 40_000, currency: 'EUR' },
      now,
    );
    expect(refundSentence(tier, 'en')).toBe("Cancelling now refunds €200 (50% of the total) under the cruise line's policy, until Jan 31, 2027.");
    const none = refundFor({ refundable: false, freeCancellationUntil: null }, { amountMinor: 40_000, currency: 'EUR' }, now);
    expect(refundSentence(none, 'ar')).toBe('الإلغاء الآن لا يسترد شيئًا: هذا الحجز غير قابل للاسترداد.');
  });
});
