import type { FastifyInstance } from 'fastify';
import {
  findBookingByPaymentReference,
  finishPaymentEvent,
  laterEventApplied,
  getPaymentEvent,
  updateBooking,
  type BookingRow,
  type PaymentEventRow,
} from '@tripfront/db';
import { formatMoney } from '@tripfront/domain';
import { SYSTEM_ACTORS } from '@tripfront/domain/audit';
import { paymentGatewaysFor } from '../lib/payments/index.ts';
import { completeAuthentication } from './authorisation.ts';
import { createBookingFlow } from './flow.ts';

// What Stripe reports by webhook about an agency's payments (POST /api/payments/stripe/webhook
// stores the event; the job `payment.event` calls processPaymentEvent). Each event is processed
// once and its outcome kept: 'applied', or 'ignored: why'. An event changes a booking only through
// the paths the rest of the app uses: settling a payment that waited for 3-D Secure goes the way
// the browser's return does, a refund is written as a cancellation writes one.

export const STRIPE_PROVIDER = 'stripe';

/** The event types the webhook processes; Stripe may send others (an endpoint set to "all events"): stored and ignored. */
export const STRIPE_EVENT_TYPES = [
  'payment_intent.succeeded',
  'payment_intent.amount_capturable_updated',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/** A retryable failure: the job tries the event again later (Stripe could not be reached). */
export class PaymentEventRetry extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentEventRetry';
  }
}

type StripeObject = Record<string, unknown>;
const stringOf = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const numberOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** The PaymentIntent an event is about: the intent itself, or the one a charge or dispute belongs to. */
export function intentOf(type: string, object: StripeObject): string | null {
  if (type.startsWith('payment_intent.')) return stringOf(object.id);
  const intent = object.payment_intent;
  // Expanded objects carry their id.
  if (intent && typeof intent === 'object') return stringOf((intent as StripeObject).id);
  return stringOf(intent);
}

/** An event's family, for ordering: 'payment_intent.', 'charge.', 'charge.dispute.'. */
const familyOf = (type: string): string => type.slice(0, type.lastIndexOf('.') + 1);

const objectOf = (event: PaymentEventRow): StripeObject => {
  const data = event.payload.data;
  const object = data && typeof data === 'object' ? (data as StripeObject).object : null;
  return object && typeof object === 'object' ? (object as StripeObject) : {};
};

/** Processes one stored event (once: an event already processed is left as it is). Answers its outcome. */
export async function processPaymentEvent(app: FastifyInstance, tenantId: string, id: string, now = new Date()): Promise<string> {
  const { db } = app.deps;
  const event = await db.withTenant(tenantId, (tx) => getPaymentEvent(tx, tenantId, id), { readOnly: true });
  if (!event) return 'ignored: no such event';
  if (event.processedAt) return event.outcome ?? 'applied';
  const { outcome, booking } = await decide(app, tenantId, event);
  await db.withTenant(tenantId, (tx) => finishPaymentEvent(tx, tenantId, id, { outcome, bookingId: booking?.id ?? null, at: now }));
  const line = { tenantId, event: event.eventId, type: event.type, booking: booking?.reference ?? null, outcome };
  // Info either way: most ignored events are ordinary (Stripe reporting Tripfront's own capture or refund).
  app.log.info(line, outcome === 'applied' ? 'payment event applied' : 'payment event ignored');
  return outcome;
}

async function decide(app: FastifyInstance, tenantId: string, event: PaymentEventRow): Promise<{ outcome: string; booking: BookingRow | null }> {
  const { db } = app.deps;
  if (!(STRIPE_EVENT_TYPES as readonly string[]).includes(event.type))
    return { outcome: `ignored: ${event.type} is not an event Tripfront acts on`, booking: null };
  const object = objectOf(event);
  const intent = intentOf(event.type, object);
  const booking = intent
    ? await db.withTenant(tenantId, (tx) => findBookingByPaymentReference(tx, tenantId, STRIPE_PROVIDER, intent), { readOnly: true })
    : null;
  // Another agency's payment (or one made outside Tripfront): never looked for beyond this agency.
  if (!booking) return { outcome: `ignored: no booking of this agency was paid with ${intent ?? 'this payment'}`, booking: null };
  const later = await db.withTenant(tenantId, (tx) => laterEventApplied(tx, tenantId, booking.id, familyOf(event.type), event.occurredAt), {
    readOnly: true,
  });
  if (later) return { outcome: 'ignored: a later event was already applied to this booking', booking };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.amount_capturable_updated':
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled':
      return { outcome: await settle(app, tenantId, event.type, booking), booking };
    case 'charge.refunded':
      return { outcome: await recordRefund(app, tenantId, booking, object), booking };
    default:
      return { outcome: await recordDispute(app, tenantId, booking, object), booking };
  }
}

const stateOf = (row: BookingRow) => `the booking is ${row.status} with its payment ${row.paymentStatus}`;

/**
 * A PaymentIntent changed: a booking waiting for 3-D Secure is finished as the browser's return
 * would finish it (the intent is read from Stripe again, so the outcome is Stripe's current state
 * whatever the event said); a confirmed booking whose capture Stripe reports is marked captured.
 */
async function settle(app: FastifyInstance, tenantId: string, type: string, row: BookingRow): Promise<string> {
  const { db, config } = app.deps;
  const actor = SYSTEM_ACTORS.stripe;
  if (row.status === 'pending' && row.paymentStatus === 'requires_action') {
    const flow = createBookingFlow({
      db,
      adapters: app.deps.bookingAdapters,
      agencyAdapters: app.deps.agencySuppliers.adapters,
      gateways: paymentGatewaysFor(app),
      config,
      log: app.log,
      metrics: app.deps.metrics,
    });
    const done = await completeAuthentication({ app, flow, gateways: paymentGatewaysFor(app) }, tenantId, row, actor, { retryUnreachable: true });
    if (!done) {
      const now = await flow.reload(tenantId, row.id);
      // Still waiting: the agency's Stripe account could not be used (its key unreadable); try again later.
      if (now.status === 'pending' && now.paymentStatus === 'requires_action') throw new PaymentEventRetry("the agency's Stripe account is not available");
      return `ignored: ${stateOf(now)}`;
    }
    if (done.unreachable) throw new PaymentEventRetry('Stripe could not be reached to read the payment; the event is tried again');
    if (done.settled.kind === 'waiting') return 'ignored: the payment still waits for authentication';
    return 'applied';
  }
  if (type === 'payment_intent.succeeded' && row.status === 'confirmed' && row.paymentStatus === 'authorized') {
    const captured = await db.withTenant(tenantId, (tx) =>
      updateBooking(tx, tenantId, row.id, ['confirmed'], { paymentStatus: 'captured', leaseUntil: null }, 'Payment captured (reported by Stripe)', actor),
    );
    return captured ? 'applied' : `ignored: ${stateOf(row)}`;
  }
  return `ignored: ${stateOf(row)}`;
}

/**
 * A refund made at Stripe (the Dashboard, or Tripfront's own refund reported back): the charge's
 * refunded amount so far is recorded on the booking the way a cancellation records its refund,
 * unless the booking already records as much.
 */
async function recordRefund(app: FastifyInstance, tenantId: string, row: BookingRow, charge: StripeObject): Promise<string> {
  const amount = numberOf(charge.amount_refunded);
  const currency = stringOf(charge.currency)?.toUpperCase();
  if (amount === null || amount <= 0) return 'ignored: the charge reports no refunded amount';
  if (currency !== row.currency) return `ignored: the refund is in ${currency ?? 'another currency'}, the booking in ${row.currency}`;
  const recorded = row.refundStatus === 'refunded' ? (row.refundMinor ?? 0) : 0;
  if (amount <= recorded) return 'ignored: the booking already records this refund';
  const whole = charge.refunded === true;
  const note = `Refund of ${formatMoney({ amountMinor: amount, currency: row.currency }, { locale: 'en' })} made at Stripe${whole ? '' : ' (part of the payment)'}`;
  const updated = await app.deps.db.withTenant(tenantId, (tx) =>
    updateBooking(
      tx,
      tenantId,
      row.id,
      ['confirmed', 'cancelled'],
      { refundStatus: 'refunded', refundMinor: amount, ...(whole ? { paymentStatus: 'refunded' } : {}) },
      note,
      SYSTEM_ACTORS.stripe,
    ),
  );
  return updated ? 'applied' : `ignored: ${stateOf(row)}`;
}

/** A dispute (chargeback) opened at Stripe: the booking is flagged for the agent, with a note in its history. */
async function recordDispute(app: FastifyInstance, tenantId: string, row: BookingRow, dispute: StripeObject): Promise<string> {
  if (row.disputeStatus) return 'ignored: the booking already records a dispute';
  const status = stringOf(dispute.status) ?? 'needs_response';
  const created = numberOf(dispute.created);
  const reason = stringOf(dispute.reason)?.replaceAll('_', ' ') ?? 'no reason given';
  const updated = await app.deps.db.withTenant(tenantId, (tx) =>
    updateBooking(
      tx,
      tenantId,
      row.id,
      ['pending', 'confirmed', 'cancelled', 'failed'],
      { disputeStatus: status, disputedAt: created ? new Date(created * 1000) : new Date() },
      `Payment disputed by the card holder (${reason}); respond in the Stripe Dashboard`,
      SYSTEM_ACTORS.stripe,
    ),
  );
  return updated ? 'applied' : `ignored: ${stateOf(row)}`;
}
