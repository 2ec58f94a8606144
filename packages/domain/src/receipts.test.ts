import { describe, expect, it } from 'vitest';
import { receiptLabel, receiptsDue, receiptTaxes, type BookingMoneyState } from './receipts.ts';

const booking = (over: Partial<BookingMoneyState> = {}): BookingMoneyState => ({
  status: 'confirmed',
  paymentStatus: 'captured',
  refundStatus: 'none',
  refundMinor: null,
  totalMinor: 10_000,
  ...over,
});

describe('receiptsDue', () => {
  it.each([
    ['pending, authorised', booking({ status: 'pending', paymentStatus: 'authorized' }), [], { payment: false, refundMinor: 0 }],
    ['confirmed, authorised', booking({ paymentStatus: 'authorized' }), [], { payment: false, refundMinor: 0 }],
    ['captured', booking(), [], { payment: true, refundMinor: 0 }],
    ['captured, receipt issued', booking(), [{ kind: 'payment', amountMinor: 10_000 }], { payment: false, refundMinor: 0 }],
    ['nothing charged (paid at pick-up)', booking({ totalMinor: 0 }), [], { payment: false, refundMinor: 0 }],
    [
      'cancelled without refund, captured',
      booking({ status: 'cancelled', refundStatus: 'not_refundable', refundMinor: 0 }),
      [],
      { payment: true, refundMinor: 0 },
    ],
    [
      'voided authorisation, "refunded"',
      booking({ status: 'cancelled', paymentStatus: 'voided', refundStatus: 'refunded', refundMinor: 10_000 }),
      [],
      { payment: false, refundMinor: 0 },
    ],
    [
      'refund failed',
      booking({ status: 'cancelled', refundStatus: 'failed', refundMinor: 10_000 }),
      [{ kind: 'payment', amountMinor: 10_000 }],
      { payment: false, refundMinor: 0 },
    ],
    [
      'refunded in full',
      booking({ status: 'cancelled', paymentStatus: 'refunded', refundStatus: 'refunded', refundMinor: 10_000 }),
      [{ kind: 'payment', amountMinor: 10_000 }],
      { payment: false, refundMinor: 10_000 },
    ],
    [
      'refunded more after a partial refund',
      booking({ status: 'cancelled', paymentStatus: 'refunded', refundStatus: 'refunded', refundMinor: 10_000 }),
      [
        { kind: 'payment', amountMinor: 10_000 },
        { kind: 'refund', amountMinor: 4_000 },
      ],
      { payment: false, refundMinor: 6_000 },
    ],
    [
      'refund above the total',
      booking({ paymentStatus: 'refunded', refundStatus: 'refunded', refundMinor: 99_999 }),
      [],
      { payment: true, refundMinor: 10_000 },
    ],
    ['failed booking', booking({ status: 'failed', paymentStatus: 'captured' }), [], { payment: false, refundMinor: 0 }],
  ] as const)('%s', (_, b, issued, due) => {
    expect(receiptsDue(b, issued)).toEqual(due);
  });
});

describe('receiptTaxes', () => {
  it.each([
    [null, 'payment', 10_000, []],
    [0, 'payment', 10_000, []],
    [1_200, 'payment', 10_000, [{ name: 'Taxes and fees', amountMinor: 1_200 }]],
    [1_200, 'refund', 10_000, [{ name: 'Taxes and fees', amountMinor: 1_200 }]],
    [1_200, 'refund', 4_000, []],
  ] as const)('taxes %s on a %s of %s', (taxes, kind, amount, expected) => {
    expect(receiptTaxes(taxes, kind, amount, 10_000)).toEqual(expected);
  });
});

describe('receiptLabel', () => {
  it.each([
    ['SUNRISE', 42, 'SUNRISE-000042'],
    ['NORDIC', 1, 'NORDIC-000001'],
    ['SUNRISE', 1_234_567, 'SUNRISE-1234567'],
  ] as const)('%s %s is %s', (prefix, n, label) => expect(receiptLabel(prefix, n)).toBe(label));
});
