import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { footerAddress } from '@tripfront/domain/navigation/shell';
import { isPaid, receiptsDue, receiptTaxes, type ReceiptBuyer, type ReceiptKind, type ReceiptSeller } from '@tripfront/domain/receipts';
import type { TenantTx } from '../client.ts';
import { bookings, receiptCounters, receipts, users } from '../schema.ts';
import { getAgency } from './agencies.ts';

// Receipts (decision 0087): issued by `issueDueReceipts` in the transaction that changes a booking
// (bookings.ts calls it from insertBooking and updateBooking), so every path that pays or refunds a
// booking issues them, and a rolled-back change issues nothing. Numbers come from the agency's
// counter row in the same transaction: gapless, and never shared by two receipts.

export type ReceiptRow = typeof receipts.$inferSelect;

/** A receipt with its booking's reference, as lists show it. */
export type ReceiptListRow = ReceiptRow & { bookingReference: string };

type BookingForReceipts = Pick<
  typeof bookings.$inferSelect,
  'id' | 'reference' | 'userId' | 'status' | 'paymentStatus' | 'paymentReference' | 'refundStatus' | 'refundMinor' | 'totalMinor' | 'currency' | 'details'
>;

/** The agency's next receipt number: the counter row moves forward in the caller's transaction (locking it until commit). */
export async function nextReceiptNumber(tx: TenantTx, tenantId: string): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ tenantId, lastNumber: 1 })
    .onConflictDoUpdate({ target: receiptCounters.tenantId, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!row) throw new Error('receipt counter returned nothing');
  return row.lastNumber;
}

/** The agency's details for a receipt, as they are now; its legal details only those that are set. */
export async function receiptSeller(tx: TenantTx, tenantId: string): Promise<ReceiptSeller> {
  const record = await getAgency(tx, tenantId);
  if (!record) throw new Error(`agency ${tenantId} not found`);
  const a = record.agency;
  const { name: legalName, registrationNumber, taxNumber } = a.legal;
  return {
    name: a.agencyName,
    prefix: a.subdomain.toUpperCase(),
    address: footerAddress({ ...a, displayAddressFooter: true }),
    email: a.contactEmailId,
    phone: a.contactPhoneNumber,
    ...(legalName ? { legalName } : {}),
    ...(registrationNumber ? { registrationNumber } : {}),
    ...(taxNumber ? { taxNumber } : {}),
  };
}

async function receiptBuyer(tx: TenantTx, tenantId: string, userId: string): Promise<ReceiptBuyer> {
  const [u] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return u ? { name: `${u.firstName} ${u.lastName}`.trim(), email: u.email } : { name: '', email: '' };
}

/** The supplier's taxes and fees in the booking's details, when in the booking's currency. */
function supplierTaxesMinor(b: BookingForReceipts): number | null {
  const price = (b.details as { price?: { taxesAndFees?: { amount?: unknown; currency?: unknown } } }).price;
  const taxes = price?.taxesAndFees;
  if (!taxes || typeof taxes.amount !== 'number' || taxes.currency !== b.currency) return null;
  return taxes.amount;
}

export interface IssueReceiptValues {
  kind: ReceiptKind;
  bookingId: string;
  amountMinor: number;
  currency: string;
  taxes: Array<{ name: string; amountMinor: number }>;
  seller: ReceiptSeller;
  buyer: ReceiptBuyer;
  sourceRef: string;
}

/**
 * Issues one receipt with the agency's next number. A receipt of the same kind and source was
 * issued already: that one is answered and no number is taken. Run it in the transaction of the
 * change it records.
 */
export async function issueReceipt(tx: TenantTx, tenantId: string, values: IssueReceiptValues): Promise<ReceiptRow> {
  const [existing] = await tx
    .select()
    .from(receipts)
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.kind, values.kind), eq(receipts.sourceRef, values.sourceRef)))
    .limit(1);
  if (existing) return existing;
  const number = await nextReceiptNumber(tx, tenantId);
  const [row] = await tx
    .insert(receipts)
    .values({ ...values, tenantId, number, seller: { ...values.seller }, buyer: { ...values.buyer } })
    .returning();
  if (!row) throw new Error('receipt insert returned nothing');
  return row;
}

/**
 * Issues what the booking's money state calls for and it does not have yet (domain receiptsDue):
 * its payment receipt once paid (source: the payment reference, or the booking reference for a
 * booking paid with credits alone), and a refund receipt for what was refunded beyond the refund
 * receipts it has (source: the booking reference and the refund's sequence number). Called by the
 * bookings repository with the booking row locked, so two changes of one booking never race here.
 */
export async function issueDueReceipts(tx: TenantTx, tenantId: string, b: BookingForReceipts): Promise<ReceiptRow[]> {
  // Nothing is due before a payment is taken: most status changes stop here without a query.
  if (!isPaid(b)) return [];
  const issued = await tx
    .select({ kind: receipts.kind, amountMinor: receipts.amountMinor })
    .from(receipts)
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.bookingId, b.id)));
  const due = receiptsDue(b, issued);
  if (!due.payment && due.refundMinor === 0) return [];
  const seller = await receiptSeller(tx, tenantId);
  const buyer = await receiptBuyer(tx, tenantId, b.userId);
  const taxesMinor = supplierTaxesMinor(b);
  const common = { bookingId: b.id, currency: b.currency, seller, buyer };
  const out: ReceiptRow[] = [];
  if (due.payment) {
    out.push(
      await issueReceipt(tx, tenantId, {
        ...common,
        kind: 'payment',
        amountMinor: b.totalMinor,
        taxes: receiptTaxes(taxesMinor, 'payment', b.totalMinor, b.totalMinor),
        sourceRef: b.paymentReference ?? b.reference,
      }),
    );
  }
  if (due.refundMinor > 0) {
    const sequence = issued.filter((r) => r.kind === 'refund').length + 1;
    out.push(
      await issueReceipt(tx, tenantId, {
        ...common,
        kind: 'refund',
        amountMinor: due.refundMinor,
        taxes: receiptTaxes(taxesMinor, 'refund', due.refundMinor, b.totalMinor),
        sourceRef: `${b.reference}/refund-${sequence}`,
      }),
    );
  }
  return out;
}

/** A booking's receipts in the order they were issued. */
export function listReceiptsForBooking(tx: TenantTx, tenantId: string, bookingId: string): Promise<ReceiptListRow[]> {
  return tx
    .select({ receipt: receipts, bookingReference: bookings.reference })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .where(and(eq(receipts.tenantId, tenantId), eq(receipts.bookingId, bookingId)))
    .orderBy(asc(receipts.number))
    .then((rows) => rows.map((r) => ({ ...r.receipt, bookingReference: r.bookingReference })));
}

export interface AgencyReceiptFilters {
  kind?: ReceiptKind | undefined;
  /** Issued on or after this UTC day (YYYY-MM-DD). */
  from?: string | undefined;
  /** Issued on or before this UTC day. */
  to?: string | undefined;
  /** One booking's receipts, by its reference (exact, case-insensitive). */
  reference?: string | undefined;
}

const nextDay = (isoDay: string) => {
  const d = new Date(`${isoDay}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

function whereOf(tenantId: string, f: AgencyReceiptFilters): SQL | undefined {
  const conditions: SQL[] = [eq(receipts.tenantId, tenantId)];
  if (f.kind) conditions.push(eq(receipts.kind, f.kind));
  if (f.from) conditions.push(gte(receipts.issuedAt, new Date(`${f.from}T00:00:00.000Z`)));
  if (f.to) conditions.push(lt(receipts.issuedAt, nextDay(f.to)));
  if (f.reference) conditions.push(eq(sql`upper(${bookings.reference})`, f.reference.toUpperCase()));
  return and(...conditions);
}

/** The agency's receipts, newest number first, one page. */
export function listAgencyReceipts(
  tx: TenantTx,
  tenantId: string,
  filters: AgencyReceiptFilters,
  page: { offset: number; limit: number },
): Promise<ReceiptListRow[]> {
  return tx
    .select({ receipt: receipts, bookingReference: bookings.reference })
    .from(receipts)
    .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
    .where(whereOf(tenantId, filters))
    .orderBy(desc(receipts.number))
    .offset(page.offset)
    .limit(page.limit)
    .then((rows) => rows.map((r) => ({ ...r.receipt, bookingReference: r.bookingReference })));
}

export async function countAgencyReceipts(tx: TenantTx, tenantId: string, filters: AgencyReceiptFilters): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(receipts).innerJoin(bookings, eq(bookings.id, receipts.bookingId)).where(whereOf(tenantId, filters));
  return row?.n ?? 0;
}

/**
 * Every receipt matching the filters in number order, a batch at a time (each batch its own
 * read-only transaction through `scope`), for the CSV export: memory stays at one batch.
 */
export async function* eachAgencyReceipt(
  scope: <T>(fn: (tx: TenantTx) => Promise<T>) => Promise<T>,
  tenantId: string,
  filters: AgencyReceiptFilters,
  batchSize = 500,
): AsyncGenerator<ReceiptListRow[]> {
  let after = 0;
  for (;;) {
    const batch = await scope((tx) =>
      tx
        .select({ receipt: receipts, bookingReference: bookings.reference })
        .from(receipts)
        .innerJoin(bookings, eq(bookings.id, receipts.bookingId))
        .where(and(whereOf(tenantId, filters), sql`${receipts.number} > ${after}`))
        .orderBy(asc(receipts.number))
        .limit(batchSize)
        .then((rows) => rows.map((r) => ({ ...r.receipt, bookingReference: r.bookingReference }))),
    );
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!.number;
  }
}
