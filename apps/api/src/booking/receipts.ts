import { Readable } from 'node:stream';
import type { ReceiptListRow } from '@tripfront/db';
import { csvRow } from '@tripfront/domain/csv';
import { decimalAmount } from '@tripfront/domain/money';
import { receiptLabel, type Receipt, type ReceiptBuyer, type ReceiptSeller, type ReceiptTax } from '@tripfront/domain/receipts';

// Receipts as the API answers them and as the back-office's CSV export writes them (decision 0087).

export function toReceipt(r: ReceiptListRow): Receipt {
  const seller = r.seller as unknown as ReceiptSeller;
  const buyer = r.buyer as unknown as ReceiptBuyer;
  const currency = r.currency;
  return {
    id: r.id,
    number: r.number,
    label: receiptLabel(seller.prefix, r.number),
    kind: r.kind,
    bookingReference: r.bookingReference,
    amount: { amount: r.amountMinor, currency },
    taxes: (r.taxes as ReceiptTax[]).map((t) => ({ name: t.name, amount: { amount: t.amountMinor, currency } })),
    seller: {
      name: seller.name,
      address: seller.address,
      email: seller.email,
      phone: seller.phone,
      // Only what the receipt was issued with: older receipts have no legal details.
      ...(seller.legalName ? { legalName: seller.legalName } : {}),
      ...(seller.registrationNumber ? { registrationNumber: seller.registrationNumber } : {}),
      ...(seller.taxNumber ? { taxNumber: seller.taxNumber } : {}),
    },
    buyer: { name: buyer.name, email: buyer.email },
    issuedAt: r.issuedAt.toISOString(),
  };
}

/**
 * The export's columns, in order (English: a file for accounting programs). New columns go at the
 * end, so an accounting program's import set up for the older file still finds its columns.
 */
export const RECEIPT_CSV_COLUMNS = [
  'Receipt',
  'Number',
  'Kind',
  'Issued at (UTC)',
  'Booking',
  'Amount',
  'Currency',
  'Taxes',
  'Buyer',
  'Buyer email',
  'Seller',
  'Seller address',
  'Seller legal name',
  'Seller tax number',
] as const;

/**
 * One receipt as a CSV record: amounts as decimals of their currency, taxes summed. A refund's
 * amount is positive like a payment's, its kind says which way the money went (a leading minus
 * sign would be disarmed as a formula by the CSV rule and read as text by spreadsheets).
 */
export function receiptCsvRecord(r: Receipt): string {
  const taxes = r.taxes.reduce((sum, t) => sum + t.amount.amount, 0);
  return csvRow([
    r.label,
    r.number,
    r.kind,
    r.issuedAt,
    r.bookingReference,
    decimalAmount(r.amount.amount, r.amount.currency),
    r.amount.currency,
    decimalAmount(taxes, r.amount.currency),
    r.buyer.name,
    r.buyer.email,
    r.seller.name,
    r.seller.address.join(', '),
    r.seller.legalName ?? '',
    r.seller.taxNumber ?? '',
  ]);
}

/** The CSV as a stream: a BOM (spreadsheets then read UTF-8), the header, then a batch of rows at a time. */
export function receiptsCsv(batches: AsyncIterable<ReceiptListRow[]>): Readable {
  async function* lines() {
    yield `\uFEFF${csvRow(RECEIPT_CSV_COLUMNS)}`;
    for await (const batch of batches) yield batch.map((r) => receiptCsvRecord(toReceipt(r))).join('');
  }
  return Readable.from(lines());
}
