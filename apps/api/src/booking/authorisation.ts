import type { FastifyInstance } from 'fastify';
import { claimPendingAuthentication, updateBooking, type BookingRow } from '@tripfront/db';
import type { BookingActor } from '@tripfront/domain/audit';
import { DECLINED_MESSAGE, PAYMENT_ERROR_MESSAGE, type PaymentGateway, type PaymentGateways, type PaymentOutcome } from '../lib/payments/index.ts';
import type { BookingFlow } from './flow.ts';
import type { CoreSnapshot } from './present.ts';

// The payment step of a booking written as pending: the gateway's answer to its authorisation
// fails it, leaves it waiting for the card issuer's authentication, or books it with the supplier.
// The checkout authorises; the browser's return from 3-D Secure and the gateway's webhook finish
// an authentication (completeAuthentication).

export interface AuthorisationDeps {
  app: FastifyInstance;
  flow: BookingFlow;
}

/** Where a booking ended up after the gateway's answer to its authorisation. */
export type Settled =
  { kind: 'refused'; declined: boolean; row: BookingRow } | { kind: 'waiting'; row: BookingRow; clientSecret?: string } | { kind: 'booked'; row: BookingRow };

/**
 * The gateway answered the authorisation of a pending booking: a refusal fails it (voiding what
 * was authorised), extra authentication leaves it waiting for the browser until the hold ends,
 * and an authorisation books it with the supplier (flow.complete: confirmation, email, capture).
 */
export async function applyAuthorization(d: AuthorisationDeps, tenantId: string, row: BookingRow, auth: PaymentOutcome, actor: BookingActor): Promise<Settled> {
  if (auth.status === 'declined' || auth.status === 'error') {
    const declined = auth.status === 'declined';
    const message = declined ? DECLINED_MESSAGE : PAYMENT_ERROR_MESSAGE;
    const failed = await d.flow.fail(tenantId, { ...row, paymentReference: auth.reference }, actor, message, declined ? 'declined' : 'failed');
    return { kind: 'refused', declined, row: failed };
  }
  if (auth.status === 'requires_action') return awaitAuthentication(d, tenantId, row, auth, actor);
  const { db } = d.app.deps;
  const authorized = await db.withTenant(tenantId, (tx) =>
    updateBooking(tx, tenantId, row.id, ['pending'], { paymentStatus: 'authorized', paymentReference: auth.reference }, 'Payment authorised', actor),
  );
  return { kind: 'booked', row: await d.flow.complete(tenantId, authorized ?? row, actor) };
}

/** The card issuer asks the traveller to authenticate: the booking waits, keeping the gateway's client secret for the browser. */
async function awaitAuthentication(
  d: AuthorisationDeps,
  tenantId: string,
  row: BookingRow,
  auth: Extract<PaymentOutcome, { status: 'requires_action' }>,
  actor: BookingActor,
): Promise<Settled> {
  const { db, config } = d.app.deps;
  const snapshot = row.details as unknown as CoreSnapshot;
  const secret = auth.clientSecret ? { clientSecret: auth.clientSecret } : {};
  const waiting = await db.withTenant(tenantId, (tx) =>
    updateBooking(
      tx,
      tenantId,
      row.id,
      ['pending'],
      {
        paymentStatus: 'requires_action',
        paymentReference: auth.reference,
        details: { ...snapshot, ...secret } as unknown as Record<string, unknown>,
        // The traveller has until the hold ends to authenticate; recovery waits as long.
        leaseUntil: new Date(Math.max(Date.parse(snapshot.holdExpiresAt), Date.now() + config.BOOKING_LEASE_S * 1000)),
      },
      'Waiting for the card issuer to authenticate the payment',
      actor,
    ),
  );
  return { kind: 'waiting', row: waiting ?? row, ...secret };
}

/**
 * Finishes a booking that waits for extra authentication, from the gateway's answer for its
 * payment: for exactly one caller (claimPendingAuthentication), whether the browser came back from
 * 3-D Secure or the gateway reported the outcome by webhook after the browser left. Null when the
 * booking is not waiting (already settled by the other, or never asked to authenticate).
 */
export async function completeAuthentication(
  d: AuthorisationDeps & { gateways: PaymentGateways },
  tenantId: string,
  row: BookingRow,
  actor: BookingActor,
  options: { authentication?: 'approved' | 'declined'; retryUnreachable?: boolean } = {},
): Promise<{ settled: Settled; gateway: PaymentGateway; unreachable?: boolean } | null> {
  const { authentication } = options;
  const { db, config } = d.app.deps;
  const gateway = await d.gateways.byName(tenantId, row.paymentGateway);
  const claimed = gateway
    ? await db.withTenant(tenantId, (tx) => claimPendingAuthentication(tx, tenantId, row.id, new Date(Date.now() + config.BOOKING_LEASE_S * 1000)))
    : null;
  if (!gateway || !claimed || !row.paymentReference) return null;
  const outcome = await gateway.completeAction(row.paymentReference, authentication ? { authentication } : {});
  const waitAgain = async () =>
    (await db.withTenant(tenantId, (tx) => updateBooking(tx, tenantId, row.id, ['pending'], { paymentStatus: 'requires_action' }, '', actor))) ?? claimed;
  // Not done yet: back to waiting.
  if (outcome.status === 'requires_action') return { settled: { kind: 'waiting', row: await waitAgain() }, gateway };
  if (outcome.status === 'error' && outcome.retryable && options.retryUnreachable) {
    // The gateway did not answer: the booking waits again, for a later attempt (a webhook's retry).
    return { settled: { kind: 'waiting', row: await waitAgain() }, gateway, unreachable: true };
  }
  return { settled: await applyAuthorization(d, tenantId, claimed, outcome, actor), gateway };
}
