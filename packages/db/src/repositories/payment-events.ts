import { and, desc, eq, gt, like } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { bookings, paymentEvents } from '../schema.ts';
import type { BookingRow } from './bookings.ts';

// What payment providers report about an agency's payments (Stripe webhooks, issue #38): each event
// stored once per agency, provider and event id, then processed by a job that records its outcome.

export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/**
 * Stores an event as received; a second delivery of the same event (a replay, Stripe's retry)
 * stores nothing and answers null.
 */
export async function insertPaymentEvent(
  tx: TenantTx,
  tenantId: string,
  event: { provider: string; eventId: string; type: string; occurredAt: Date; payload: Record<string, unknown> },
): Promise<PaymentEventRow | null> {
  const [row] = await tx
    .insert(paymentEvents)
    .values({ tenantId, ...event })
    .onConflictDoNothing({ target: [paymentEvents.tenantId, paymentEvents.provider, paymentEvents.eventId] })
    .returning();
  return row ?? null;
}

/** The stored event (one job run processes it: the webhook enqueues a run only when it stored the event). */
export async function getPaymentEvent(tx: TenantTx, tenantId: string, id: string): Promise<PaymentEventRow | null> {
  const [row] = await tx
    .select()
    .from(paymentEvents)
    .where(and(eq(paymentEvents.tenantId, tenantId), eq(paymentEvents.id, id)))
    .limit(1);
  return row ?? null;
}

/** Records what processing did ('applied', 'ignored: …') and the booking it concerned. */
export async function finishPaymentEvent(
  tx: TenantTx,
  tenantId: string,
  id: string,
  outcome: { outcome: string; bookingId: string | null; at: Date },
): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ outcome: outcome.outcome.slice(0, 500), bookingId: outcome.bookingId, processedAt: outcome.at })
    .where(and(eq(paymentEvents.tenantId, tenantId), eq(paymentEvents.id, id)));
}

/**
 * Whether an event of the same family (`typePrefix`, e.g. 'payment_intent.') that happened after
 * `occurredAt` was already applied to the booking: then this older one must not undo it.
 */
export async function laterEventApplied(tx: TenantTx, tenantId: string, bookingId: string, typePrefix: string, occurredAt: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.tenantId, tenantId),
        eq(paymentEvents.bookingId, bookingId),
        eq(paymentEvents.outcome, 'applied'),
        like(paymentEvents.type, `${typePrefix}%`),
        gt(paymentEvents.occurredAt, occurredAt),
      ),
    )
    .orderBy(desc(paymentEvents.occurredAt))
    .limit(1);
  return row !== undefined;
}

/** The agency's booking paid through `gateway` with this payment reference (a Stripe PaymentIntent id), or null. */
export async function findBookingByPaymentReference(tx: TenantTx, tenantId: string, gateway: string, reference: string): Promise<BookingRow | null> {
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), eq(bookings.paymentGateway, gateway), eq(bookings.paymentReference, reference)))
    .limit(1);
  return row ?? null;
}
