import type { BookingRow } from '@tripfront/db';
import type { Agency, LanguageCode } from '@tripfront/domain';
import type { Receipt } from '@tripfront/domain/receipts';
import { cancellationPolicy } from '../booking/policy.ts';
import { snapshotOf, toDetails } from '../booking/present.ts';
import type { BookingAdapters } from '../booking/product.ts';
import { receiptPdf } from './receipt.ts';
import { voucherPdf } from './voucher.ts';

// A stored booking's documents, made when asked (never stored): the routes, and the confirmation
// email's attachment, call these.

/**
 * The voucher of a stored booking: its details as its traveller sees them (no agent price rows,
 * whoever asks: the supplier reads it too), its terms worded in the voucher's language.
 */
export function bookingVoucherPdf(adapters: BookingAdapters, row: BookingRow, agency: Agency, language: LanguageCode, now = new Date()): Promise<Buffer> {
  const details = toDetails(adapters, row, [], false, { now });
  const terms = cancellationPolicy(snapshotOf(row).terms, { now, language, currency: row.currency });
  return voucherPdf({ ...details, cancellationPolicy: terms }, agency, language);
}

export function bookingReceiptPdf(row: BookingRow, receipt: Receipt, agency: Agency, language: LanguageCode): Promise<Buffer> {
  const guest = snapshotOf(row).leadGuest;
  return receiptPdf(
    receipt,
    {
      title: row.title,
      startDate: row.checkin,
      endDate: row.checkout,
      supplierReference: row.supplierReference,
      leadGuest: `${guest.firstName} ${guest.lastName}`,
    },
    agency,
    language,
  );
}

/** File names people keep: 'voucher-TF-7K3M9Q.pdf', 'receipt-SUNRISE-000042.pdf'. */
export const voucherFileName = (reference: string) => `voucher-${reference.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
export const receiptFileName = (label: string) => `receipt-${label.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
