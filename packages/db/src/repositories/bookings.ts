import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database, TenantTx } from '../client.ts';
import { rowsOf } from '../client.ts';
import type { BookingActor } from '@tripfront/domain';
import { agencyAuditLog, bookings, bookingStatusHistory, idempotencyKeys } from '../schema.ts';
import { issueDueReceipts } from './receipts.ts';

// Bookings, their status history and the Idempotency-Key records of booking requests. Every call
// takes the tenant and runs in a tenant transaction (RLS backs the explicit filters up).

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type BookingStatusValue = BookingRow['status'];
export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

/**
 * One status history row with who made the change; a change of status is also an entry of the
 * agency's audit log ('booking.status', the booking's reference as target), in the same
 * transaction, so the audit page lists it with the rest (decision 0082).
 */
async function recordStatus(
  tx: TenantTx,
  tenantId: string,
  booking: { id: string; reference: string },
  fromStatus: BookingStatusValue | null,
  toStatus: BookingStatusValue,
  note: string,
  actor: BookingActor,
): Promise<void> {
  await tx.insert(bookingStatusHistory).values({
    tenantId,
    bookingId: booking.id,
    fromStatus,
    toStatus,
    note,
    actorKind: actor.kind,
    actorUserId: actor.userId,
    actorName: actor.name,
  });
  if (fromStatus === toStatus) return;
  await tx.insert(agencyAuditLog).values({
    tenantId,
    userId: actor.userId,
    actorName: actor.name,
    actorEmail: actor.email,
    section: 'bookings',
    action: 'booking.status',
    target: booking.reference,
    changes: [{ field: 'status', from: fromStatus, to: toStatus }],
  });
}

/**
 * Writes a new booking and its first history entry. The price is stored whole: total, and (issue
 * #15) what the agency pays and its markup, which must add up to the total; both or neither.
 */
export async function insertBooking(tx: TenantTx, values: NewBooking & { tenantId: string }, note: string, actor: BookingActor): Promise<BookingRow> {
  const { wholesaleMinor = null, markupMinor = null, totalMinor } = values;
  if ((wholesaleMinor === null) !== (markupMinor === null)) throw new RangeError('a booking stores both its wholesale price and markup, or neither');
  if (wholesaleMinor !== null && markupMinor !== null && wholesaleMinor + markupMinor !== totalMinor) {
    throw new RangeError(`wholesale ${wholesaleMinor} + markup ${markupMinor} must equal the total ${totalMinor}`);
  }
  const [row] = await tx.insert(bookings).values(values).returning();
  if (!row) throw new Error('booking insert returned nothing');
  await recordStatus(tx, values.tenantId, row, null, row.status, note, actor);
  await issueDueReceipts(tx, values.tenantId, row);
  return row;
}

/** The columns whose change may make a receipt due (decision 0087). */
const MONEY_COLUMNS = ['status', 'paymentStatus', 'refundStatus', 'refundMinor'] as const;

/**
 * Changes a booking only while it is in one of `from` (a conditional update, so two workers never
 * both move it), records the status change in the history, by `actor`, and answers the new row, or
 * null. A change that pays or refunds the booking issues its receipts in the same transaction,
 * whichever path made it (checkout, recovery, cancellation, the payment provider's events).
 */
export async function updateBooking(
  tx: TenantTx,
  tenantId: string,
  id: string,
  from: readonly BookingStatusValue[],
  patch: Partial<Omit<NewBooking, 'id' | 'tenantId'>>,
  note: string,
  actor: BookingActor,
): Promise<BookingRow | null> {
  const [before] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id)))
    .for('update');
  if (!before || !from.includes(before.status)) return null;
  const [row] = await tx
    .update(bookings)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id)))
    .returning();
  if (!row) return null;
  if (patch.status !== undefined || note !== '') {
    await recordStatus(tx, tenantId, row, before.status, row.status, note, actor);
  }
  if (MONEY_COLUMNS.some((c) => patch[c] !== undefined)) await issueDueReceipts(tx, tenantId, row);
  return row;
}

export async function findBookingByReference(tx: TenantTx, tenantId: string, reference: string): Promise<BookingRow | null> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.reference, reference)))
    .limit(1);
  return row ?? null;
}

/** Whether a booking was started from this supplier hold (the hold is then the booking's, not free to release). */
export async function bookingExistsForHold(tx: TenantTx, tenantId: string, holdId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.holdId, holdId)))
    .limit(1);
  return row !== undefined;
}

export async function findBookingById(tx: TenantTx, tenantId: string, id: string): Promise<BookingRow | null> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id)))
    .limit(1);
  return row ?? null;
}

/** A traveller's trips, newest first. Refused attempts (status failed: nothing booked, nothing charged) are not trips. */
export function listBookingsForUser(tx: TenantTx, tenantId: string, userId: string, limit = 200): Promise<BookingRow[]> {
  return tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.userId, userId), ne(bookings.status, 'failed')))
    .orderBy(desc(bookings.createdAt))
    .limit(limit);
}

export function bookingHistory(tx: TenantTx, tenantId: string, bookingId: string) {
  return tx
    .select({
      fromStatus: bookingStatusHistory.fromStatus,
      toStatus: bookingStatusHistory.toStatus,
      note: bookingStatusHistory.note,
      actorKind: bookingStatusHistory.actorKind,
      actorName: bookingStatusHistory.actorName,
      createdAt: bookingStatusHistory.createdAt,
    })
    .from(bookingStatusHistory)
    .where(and(eq(bookingStatusHistory.tenantId, tenantId), eq(bookingStatusHistory.bookingId, bookingId)))
    .orderBy(asc(bookingStatusHistory.createdAt), asc(bookingStatusHistory.id));
}

// ---- Idempotency-Key -------------------------------------------------------------------------

/**
 * Claims a key for a request: `claimed` when this request is the first, or when the key's request
 * died before it wrote its booking (in progress, no booking, claimed before `staleBefore`) and this
 * is a retry of the same request, which takes it over. Otherwise the stored record. `claimedAt`
 * names this claim: a request that lost its key to a takeover cannot attach a booking to it.
 */
export async function claimIdempotencyKey(
  tx: TenantTx,
  tenantId: string,
  key: string,
  requestHash: string,
  staleBefore?: Date,
): Promise<{ claimed: true; claimedAt: Date } | { claimed: false; record: IdempotencyRow }> {
  // Set here, not by the database, so that the claim compares equal at millisecond precision.
  const claimedAt = new Date();
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ tenantId, key, requestHash, status: 'in_progress', createdAt: claimedAt })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true, claimedAt };
  if (staleBefore) {
    const taken = await tx
      .update(idempotencyKeys)
      .set({ createdAt: claimedAt })
      .where(
        and(
          eq(idempotencyKeys.tenantId, tenantId),
          eq(idempotencyKeys.key, key),
          eq(idempotencyKeys.requestHash, requestHash),
          eq(idempotencyKeys.status, 'in_progress'),
          isNull(idempotencyKeys.bookingId),
          lt(idempotencyKeys.createdAt, staleBefore),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (taken.length > 0) return { claimed: true, claimedAt };
  }
  const record = await getIdempotencyKey(tx, tenantId, key);
  if (!record) throw new Error('idempotency key vanished');
  return { claimed: false, record };
}

export async function getIdempotencyKey(tx: TenantTx, tenantId: string, key: string): Promise<IdempotencyRow | null> {
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/** Ties the booking to the key of this claim; false when the claim was taken over (then nothing is attached). */
export async function attachBookingToKey(tx: TenantTx, tenantId: string, key: string, bookingId: string, claimedAt: Date): Promise<boolean> {
  const rows = await tx
    .update(idempotencyKeys)
    .set({ bookingId })
    .where(
      and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.createdAt, claimedAt), isNull(idempotencyKeys.bookingId)),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

/** Stores the answer a key replays from now on. */
export async function completeIdempotencyKey(tx: TenantTx, tenantId: string, key: string, responseStatus: number, responseBody: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: 'completed', responseStatus, responseBody, completedAt: new Date() })
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.key, key)));
}

/** Completes the key of a booking that recovery finished, so a retry replays the recovered answer. */
export async function completeIdempotencyKeyOfBooking(
  tx: TenantTx,
  tenantId: string,
  bookingId: string,
  responseStatus: number,
  responseBody: unknown,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: 'completed', responseStatus, responseBody, completedAt: new Date() })
    .where(and(eq(idempotencyKeys.tenantId, tenantId), eq(idempotencyKeys.bookingId, bookingId), eq(idempotencyKeys.status, 'in_progress')));
}

/** Forgets the key of this claim when its request failed before it created a booking, so the client's retry can run. */
export async function releaseIdempotencyKey(tx: TenantTx, tenantId: string, key: string, claimedAt: Date): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, tenantId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.status, 'in_progress'),
        isNull(idempotencyKeys.bookingId),
        eq(idempotencyKeys.createdAt, claimedAt),
      ),
    );
}

/** In-progress keys without a booking, older than `before`: their request died early. */
export async function dropAbandonedIdempotencyKeys(tx: TenantTx, tenantId: string, before: Date): Promise<number> {
  const gone = await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.tenantId, tenantId),
        eq(idempotencyKeys.status, 'in_progress'),
        isNull(idempotencyKeys.bookingId),
        lt(idempotencyKeys.createdAt, before),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

// ---- recovery --------------------------------------------------------------------------------

/** Every tenant id (each agency has at least its subdomain's host row, readable before a tenant is set). */
export async function listTenantIds(db: Database): Promise<string[]> {
  const rows = await db.asApp((tx) => rowsOf<{ tenant_id: string }>(tx.execute(sql`select distinct tenant_id from agency_hosts`)));
  return rows.map((r) => r.tenant_id);
}

/** Periodic work an agency can have due (decision 0138). */
export type DueWorkKind = 'content' | 'bookings' | 'emails';

/**
 * The agencies with work of one of `kinds` due at `now`, in one statement for all of them
 * (decision 0138): 'content', a scheduled post or page whose time has come (publishDueContent);
 * 'bookings', a booking to finish whose lease ran out (claimUnfinishedBookings) or an in-progress
 * key older than `keysBefore` without a booking (dropAbandonedIdempotencyKeys); 'emails', an unsent
 * email whose next attempt is due (claimDueEmail). The jobs then open a transaction for those
 * agencies only, instead of one for every agency on every pass.
 */
export async function agenciesWithDueWork(
  db: Database,
  kinds: readonly DueWorkKind[],
  now: Date,
  keysBefore: Date = now,
): Promise<Array<{ tenantId: string } & Record<DueWorkKind, boolean>>> {
  const rows = await db.asApp(
    (tx) =>
      rowsOf<{ due_tenant: string; due_content: boolean; due_bookings: boolean; due_emails: boolean }>(
        tx.execute(
          sql`select due_tenant, due_content, due_bookings, due_emails from tripfront_due_work(${`{${kinds.join(',')}}`}::text[], ${now.toISOString()}::timestamptz, ${keysBefore.toISOString()}::timestamptz)`,
        ),
      ),
    { readOnly: true },
  );
  return rows.map((r) => ({ tenantId: r.due_tenant, content: r.due_content, bookings: r.due_bookings, emails: r.due_emails }));
}

/** Takes a lease on a booking for `ms`; false when another worker holds one. */
export async function leaseBooking(tx: TenantTx, tenantId: string, id: string, now: Date, ms: number): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ leaseUntil: new Date(now.getTime() + ms) })
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id), or(isNull(bookings.leaseUntil), lt(bookings.leaseUntil, now))))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/**
 * Bookings that need finishing and whose lease ran out: pending ones (the process may have died
 * around the supplier call) and confirmed ones whose payment was authorised but not captured.
 * Each is leased to the caller for `ms`.
 */
export async function claimUnfinishedBookings(tx: TenantTx, tenantId: string, now: Date, ms: number): Promise<BookingRow[]> {
  const candidates = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        or(eq(bookings.status, 'pending'), and(eq(bookings.status, 'confirmed'), eq(bookings.paymentStatus, 'authorized'))),
        or(isNull(bookings.leaseUntil), lt(bookings.leaseUntil, now)),
      ),
    )
    .limit(100);
  if (candidates.length === 0) return [];
  return tx
    .update(bookings)
    .set({ leaseUntil: new Date(now.getTime() + ms) })
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        inArray(
          bookings.id,
          candidates.map((c) => c.id),
        ),
        or(isNull(bookings.leaseUntil), lt(bookings.leaseUntil, now)),
      ),
    )
    .returning();
}

/**
 * Moves a booking that waits for extra authentication on to paying, for exactly one caller: the
 * one whose conditional update matched. The lease keeps recovery away meanwhile.
 */
export async function claimPendingAuthentication(tx: TenantTx, tenantId: string, id: string, leaseUntil: Date): Promise<BookingRow | null> {
  const [row] = await tx
    .update(bookings)
    .set({ paymentStatus: 'pending', leaseUntil, updatedAt: new Date() })
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.id, id), eq(bookings.status, 'pending'), eq(bookings.paymentStatus, 'requires_action')))
    .returning();
  return row ?? null;
}
