import { Readable } from 'node:stream';
import type { AgencyBookingListRow } from '@tripfront/db';
import type { AgentBookingRow } from '@tripfront/domain/agent-bookings';
import { csvRow } from '@tripfront/domain/csv';
import { decimalAmount } from '@tripfront/domain/money';

/** The export's columns, in order (English: a file for spreadsheets and other programs). */
export const CSV_COLUMNS = [
  'Reference',
  'Booked at (UTC)',
  'Status',
  'Product',
  'Title',
  'Location',
  'Country',
  'Start date',
  'End date',
  'Traveller',
  'Traveller email',
  'Agent',
  'Agent email',
  'Total',
  'Currency',
  'Payment status',
  'Refund status',
  'Refund',
] as const;

export function csvRecord(b: AgentBookingRow): string {
  return csvRow([
    b.reference,
    b.createdAt,
    b.status,
    b.product,
    b.title,
    b.location,
    b.countryCode,
    b.startDate,
    b.endDate,
    b.traveller.name,
    b.traveller.email,
    b.agent?.name,
    b.agent?.email,
    decimalAmount(b.total.amount, b.total.currency),
    b.total.currency,
    b.paymentStatus,
    b.refundStatus,
    b.refund ? decimalAmount(b.refund.amount, b.refund.currency) : null,
  ]);
}

/**
 * The CSV as a stream: a BOM (so spreadsheet programs read UTF-8), the header, then one batch of
 * rows at a time as the database yields them; memory stays at one batch whatever the agency's size.
 */
export function bookingsCsv(batches: AsyncIterable<AgencyBookingListRow[]>, toRow: (r: AgencyBookingListRow) => AgentBookingRow): Readable {
  async function* lines() {
    yield `\uFEFF${csvRow(CSV_COLUMNS)}`;
    for await (const batch of batches) yield batch.map((r) => csvRecord(toRow(r))).join('');
  }
  return Readable.from(lines());
}
