import { z } from 'zod';
import { isoDateSchema } from './calendar-date-schema.ts';
import { bookingMoneySchema } from './booking/price.ts';

// Receipts (decision 0087): one for every paid booking and one for every refund, numbered per
// agency without gaps. The rules of what a booking's receipts are live here; the repository
// (packages/db receipts.ts) issues them in the transaction that changes the booking.

export const RECEIPT_KINDS = ['payment', 'refund'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The name of the supplier's one tax line (its "taxes and fees", passed through unmarked). */
export const SUPPLIER_TAX_LINE = 'Taxes and fees';

/** The agency's details as they were when the receipt was issued. */
export interface ReceiptSeller {
  name: string;
  /** The receipt numbers' prefix: the agency's subdomain, upper-case, at issue time. */
  prefix: string;
  address: string[];
  email: string;
  phone: string;
  /**
   * The agency's legal details, each only when set at issue time (receipts issued before they
   * existed, or while they were empty, have none).
   */
  legalName?: string;
  registrationNumber?: string;
  taxNumber?: string;
}

export interface ReceiptBuyer {
  name: string;
  email: string;
}

export interface ReceiptTax {
  name: string;
  amountMinor: number;
}

/**
 * What a receipt shows: the agency's prefix and the number zero-padded to six digits
 * ("SUNRISE-000042"); a number past 999999 keeps all its digits.
 */
export function receiptLabel(prefix: string, number: number): string {
  return `${prefix}-${String(number).padStart(6, '0')}`;
}

/** The payment states in which the traveller's money was taken (and maybe given back since). */
const PAID = new Set(['captured', 'refunded']);

export interface BookingMoneyState {
  status: string;
  paymentStatus: string;
  refundStatus: string;
  refundMinor: number | null;
  totalMinor: number;
}

/** Whether a booking was paid: its payment was captured (card, or wallet credits alone), whatever happened after. */
export function isPaid(b: Pick<BookingMoneyState, 'status' | 'paymentStatus'>): boolean {
  return b.status !== 'failed' && b.status !== 'pending' && PAID.has(b.paymentStatus);
}

/**
 * How much of a booking's payment has been given back, as far as a receipt may say: nothing unless
 * it was paid and its refund went through; never more than was paid.
 */
export function refundedMinor(b: BookingMoneyState): number {
  if (!isPaid(b) || b.refundStatus !== 'refunded' || b.refundMinor === null) return 0;
  return Math.max(0, Math.min(b.refundMinor, b.totalMinor));
}

/**
 * The receipts a booking still needs, given those it has: a payment receipt once it is paid
 * something, and a refund receipt for whatever was refunded beyond the refund receipts already issued.
 */
export function receiptsDue(
  b: BookingMoneyState,
  issued: ReadonlyArray<{ kind: ReceiptKind; amountMinor: number }>,
): { payment: boolean; refundMinor: number } {
  // Nothing charged (a car paid at pick-up, decision 0112): nothing was paid, so no receipt.
  const payment = isPaid(b) && b.totalMinor > 0 && !issued.some((r) => r.kind === 'payment');
  const refundedSoFar = issued.filter((r) => r.kind === 'refund').reduce((sum, r) => sum + r.amountMinor, 0);
  return { payment, refundMinor: Math.max(0, refundedMinor(b) - refundedSoFar) };
}

/**
 * The taxes of a receipt as the supplier gave them: its one "taxes and fees" line, when it gave
 * one. A refund of the whole payment gives all of it back; a partial refund says none, since the
 * supplier does not say how its refund splits.
 */
export function receiptTaxes(taxesMinor: number | null, kind: ReceiptKind, amountMinor: number, totalMinor: number): ReceiptTax[] {
  if (taxesMinor === null || taxesMinor <= 0) return [];
  if (kind === 'refund' && amountMinor !== totalMinor) return [];
  return [{ name: SUPPLIER_TAX_LINE, amountMinor: taxesMinor }];
}

// ---- API shapes --------------------------------------------------------------------------------

export const receiptSchema = z.object({
  id: z.uuid(),
  /** The agency's gapless sequence number. */
  number: z.number().int().positive(),
  /** The number as printed: receiptLabel. */
  label: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  bookingReference: z.string(),
  amount: bookingMoneySchema,
  taxes: z.array(z.object({ name: z.string(), amount: bookingMoneySchema })),
  seller: z.object({
    name: z.string(),
    address: z.array(z.string()),
    email: z.string(),
    phone: z.string(),
    /** The agency's registered name, registration and tax numbers: present only when the receipt carries them. */
    legalName: z.string().optional(),
    registrationNumber: z.string().optional(),
    taxNumber: z.string().optional(),
  }),
  buyer: z.object({ name: z.string(), email: z.string() }),
  issuedAt: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptListAnswerSchema = z.object({ data: z.array(receiptSchema) });

export const RECEIPTS_PAGE_SIZES = [20, 50, 100] as const;

/** The back-office list's filters: kind, issue days (UTC, inclusive), a booking reference, and the page. */
export const receiptsQuerySchema = z
  .object({
    kind: z.enum(RECEIPT_KINDS).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    reference: z.string().trim().min(1).max(40).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .refine((n) => (RECEIPTS_PAGE_SIZES as readonly number[]).includes(n), 'must be 20, 50 or 100')
      .default(20),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });
export type ReceiptsQuery = z.infer<typeof receiptsQuerySchema>;

export const receiptsExportQuerySchema = z
  .object({
    kind: z.enum(RECEIPT_KINDS).optional(),
    from: isoDateSchema.optional(),
    to: isoDateSchema.optional(),
    reference: z.string().trim().min(1).max(40).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must not be after to', path: ['from'] });

export const agencyReceiptsAnswerSchema = z.object({
  data: z.array(receiptSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AgencyReceiptsAnswer = z.infer<typeof agencyReceiptsAnswerSchema>;
