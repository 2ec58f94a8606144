import type { Agency, LanguageCode } from '@tripfront/domain';
import { SUPPLIER_TAX_LINE, type Receipt } from '@tripfront/domain/receipts';
import { documentContext } from './common.ts';

// A receipt (decision 0087) as a PDF: the seller as it was when the receipt was issued, the buyer,
// the booking it is for and the amount, in the reader's language.

/** What a receipt says of its booking: what it was, when, and the supplier's reference. */
export interface ReceiptBooking {
  title: string;
  startDate: string;
  endDate: string;
  supplierReference: string | null;
  leadGuest: string;
}

export function receiptPdf(receipt: Receipt, booking: ReceiptBooking, agency: Agency, language: LanguageCode): Promise<Buffer> {
  const refund = receipt.kind === 'refund';
  const c = documentContext(agency, language, receipt.label);
  const t = c.texts;
  const l = c.layout;
  const s = receipt.seller;
  l.header(refund ? t.refundReceipt : t.receipt, [`${t.receiptNumber}: ${receipt.label}`, `${t.issued}: ${c.date(receipt.issuedAt)}`]);
  l.section(t.seller)
    .paragraph(s.name, { bold: true })
    .fields([
      [t.legalName, s.legalName],
      [t.address, s.address.join(', ')],
      [t.registrationNumber, s.registrationNumber],
      [t.taxNumber, s.taxNumber],
      [t.email, s.email],
      [t.phone, s.phone],
    ]);
  l.section(t.billedTo)
    .paragraph(receipt.buyer.name, { bold: true })
    .fields([[t.email, receipt.buyer.email]]);
  const description = [
    refund ? t.refundFor(receipt.bookingReference) : t.paymentFor(receipt.bookingReference),
    booking.title,
    c.dateRange(booking.startDate, booking.endDate),
    `${t.leadTraveller}: ${booking.leadGuest}`,
    ...(booking.supplierReference ? [`${t.supplierReference}: ${booking.supplierReference}`] : []),
  ].join('\n');
  l.section(t.description).table(
    [
      { title: t.description, share: 0.7 },
      { title: t.amount, share: 0.3, align: 'end' },
    ],
    [[description, c.money(receipt.amount)]],
  );
  const taxName = (name: string) => (name === SUPPLIER_TAX_LINE ? t.taxesAndFees : name);
  l.totals([
    ...receipt.taxes.map((tax) => [`${t.includedTaxes}: ${taxName(tax.name)}`, c.money(tax.amount)] as const),
    [refund ? t.amountRefunded : t.amountPaid, c.money(receipt.amount)],
  ]);
  return l.finish();
}
