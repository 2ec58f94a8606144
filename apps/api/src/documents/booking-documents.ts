import type { BookingRow } from '@tripfront/db';
import type { Agency, LanguageCode } from '@tripfront/domain';
import type { Receipt } from '@tripfront/domain/receipts';
import { cancellationPolicy } from '../booking/policy.ts';
import { snapshotOf, toDetails } from '../booking/present.ts';
import type { BookingAdapters } from '../booking/product.ts';
import type { DocumentJob } from './render.ts';

// A stored booking's documents, made when asked (never stored): the routes, and the confirmation
// email's attachment, build their data here and have them made on the documents' threads.

/**
 * The voucher of a stored booking: its details as its traveller sees them (no agent price rows,
 * whoever asks: the supplier reads it too), its terms worded in the voucher's language.
 */
export function bookingVoucher(adapters: BookingAdapters, row: BookingRow, agency: Agency, language: LanguageCode, now = new Date()): DocumentJob {
  const details = toDetails(adapters, row, [], false, { now });
  const terms = cancellationPolicy(snapshotOf(row).terms, { now, language, currency: row.currency });
  return { kind: 'voucher', booking: { ...details, cancellationPolicy: terms }, agency, language };
}

export function bookingReceipt(row: BookingRow, receipt: Receipt, agency: Agency, language: LanguageCode): DocumentJob {
  const guest = snapshotOf(row).leadGuest;
  const booking = {
    title: row.title,
    startDate: row.checkin,
    endDate: row.checkout,
    supplierReference: row.supplierReference,
    leadGuest: `${guest.firstName} ${guest.lastName}`,
  };
  return { kind: 'receipt', receipt, booking, agency, language };
}

/** File names people keep: 'voucher-TF-7K3M9Q.pdf', 'receipt-SUNRISE-000042.pdf'. */
export const voucherFileName = (reference: string) => `voucher-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
export const receiptFileName = (label: string) => `receipt-${label.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
