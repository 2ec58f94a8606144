import type { FastifyInstance } from 'fastify';
import { enqueueEmail, getAgency, updateBooking, type BookingRow, type SessionWithUser, type TenantTx } from '@tripfront/db';
import { bookingActorOf, formatMoney } from '@tripfront/domain';
import { bookingMessages, type Product } from '@tripfront/domain/booking/products';
import { bookingCancellationEmail } from '../lib/emails.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { PaymentGateways } from '../lib/payments/index.ts';
import { currentAnswer, type Reader } from './answers.ts';
import { answering, refused, type Answer } from './errors.ts';
import type { BookingAdapters } from './product.ts';
import { adapterFor, snapshotOf } from './present.ts';
import { bookerLink } from './booker-link.ts';
import { refundOfBooking } from './refund.ts';
import { CREDITS_GATEWAY, nothingCharged } from './no-card.ts';
import { cancelCredits } from './wallet.ts';
import { shareOfMinor } from '@tripfront/domain/wallet';

/** Who cancels, for the status history: the back-office cancels on behalf of the traveller. */
export interface CancelOptions {
  onBehalfOfTraveller?: boolean;
}

interface CancelDeps {
  app: FastifyInstance;
  adapters: BookingAdapters;
  gateways: PaymentGateways;
}

type RefundStatus = 'refunded' | 'not_refundable' | 'failed';

/** What the card's side of a cancellation came to. */
interface CardRefund {
  refundStatus: RefundStatus;
  paymentStatus: BookingRow['paymentStatus'];
}

/**
 * Cancels a confirmed booking of any product with its supplier and refunds what the refund rule
 * (domain/booking/refund.ts, decision 0084) gives for the booking's stored terms now: the amount
 * the booking answer's preview showed. A second cancel answers the cancelled booking.
 */
export async function cancelBooking(d: CancelDeps, tenantId: string, row: BookingRow, reader: Reader, options: CancelOptions = {}): Promise<Answer> {
  const { session } = reader;
  return answering(async () => {
    const { app } = d;
    if (row.status === 'cancelled') return currentAnswer(d, tenantId, row, reader);
    if (row.status !== 'confirmed' || !row.supplierReference) throw refused(409, 'Only confirmed bookings can be cancelled.', 'NOT_CANCELLABLE');
    // Through the supplier account the booking was made with, whatever the settings say now (decision 0105).
    const adapter = adapterFor(await app.deps.agencySuppliers.adapters(tenantId, row.supplierAccountId), row);
    const cancelled = await adapter.cancel(row.supplierReference);
    if (!cancelled.ok) {
      if (cancelled.error.code === 'not_cancellable') throw refused(409, 'This booking cannot be cancelled any more.', 'NOT_CANCELLABLE');
      throw new HttpError(502, bookingMessages(adapter.product).cancelUnavailable);
    }
    // The refund rule on the booking's terms, now: whole minor units of the total (a flight fare refunds less its fee).
    const quote = refundOfBooking(row, new Date());
    const refund = quote.amountMinor;
    // Nothing charged (paid at pick-up, decision 0112): nothing to refund, whatever the supplier's share.
    if (!nothingCharged(row) && cancelled.value.refundShare > 0 !== refund > 0) {
      // The supplier's own refund to the agency disagrees with the rule the traveller was shown: for staff to reconcile.
      app.log.warn({ booking: row.reference, supplierShare: cancelled.value.refundShare, refund }, 'supplier refund differs from the refund rule');
    }
    // The card gets its share of what it paid; credits spent come back to the wallet below.
    const { refundStatus, paymentStatus } = await refundCard(d, tenantId, row, refund, shareOfMinor(row.totalMinor - row.creditsMinor, quote.share));
    const note = cancellationNote(session, options, {
      refund,
      refundStatus,
      currency: row.currency,
      product: adapter.product,
      nothingCharged: nothingCharged(row),
    });
    const updated = await app.deps.db.withTenant(tenantId, async (tx) => {
      const done = await updateBooking(
        tx,
        tenantId,
        row.id,
        ['confirmed'],
        { status: 'cancelled', cancelledAt: new Date(), refundStatus, refundMinor: refund, paymentStatus },
        note,
        bookingActorOf(session.user),
      );
      // Credits spent come back by the card's refund share, and that share of a pending reward is voided (decision 0073).
      if (done) await cancelCredits(tx, tenantId, done, quote.share, app.log);
      if (done) await emailCancellation(tx, tenantId, done, refund, refundStatus);
      return done;
    });
    app.log.info({ booking: row.reference, refund, refundStatus }, 'booking cancelled');
    return currentAnswer(d, tenantId, updated ?? row, reader);
  });
}

/**
 * The card's side: a payment never captured is released when everything is refunded and taken
 * when nothing is; a captured one is refunded its share. Credits-only bookings are refunded through
 * the wallet.
 */
async function refundCard(d: CancelDeps, tenantId: string, row: BookingRow, refund: number, cardRefund: number): Promise<CardRefund> {
  const gateway = await d.gateways.byName(tenantId, row.paymentGateway);
  let refundStatus: RefundStatus = refund > 0 ? 'refunded' : 'not_refundable';
  let paymentStatus = row.paymentStatus;
  if (row.paymentReference && gateway) {
    if (row.paymentStatus === 'authorized') {
      // Never captured: release it when everything is refunded, take it when nothing is.
      const r = refund > 0 ? await gateway.void(row.paymentReference, `void-${row.id}`) : await gateway.capture(row.paymentReference, `capture-${row.id}`);
      if (r.ok) paymentStatus = refund > 0 ? 'voided' : 'captured';
      else refundStatus = 'failed';
    } else if (refund > 0) {
      const r = await gateway.refund(row.paymentReference, { amount: cardRefund, currency: row.currency }, `refund-${row.id}`);
      if (r.ok) paymentStatus = 'refunded';
      else {
        refundStatus = 'failed';
        d.app.log.error({ booking: row.reference, message: r.message }, 'refund failed');
      }
    }
  }
  if (row.paymentGateway === CREDITS_GATEWAY && refund > 0) paymentStatus = 'refunded';
  return { refundStatus, paymentStatus };
}

/** The status history's note: who cancelled and what was refunded. */
function cancellationNote(
  session: SessionWithUser,
  options: CancelOptions,
  outcome: { refund: number; refundStatus: RefundStatus; currency: string; product: Product; nothingCharged: boolean },
): string {
  const { user } = session;
  const who =
    user.userType === 'Traveller' ? 'the traveller' : `${user.userType} ${user.email}${options.onBehalfOfTraveller ? ' on behalf of the traveller' : ''}`;
  if (outcome.nothingCharged) return `Cancelled by ${who}; nothing was charged, so nothing is refunded`;
  if (outcome.refund <= 0) return `Cancelled by ${who}; no refund under the ${outcome.product === 'hotel' ? 'rate' : 'booking'} policy`;
  const amount = formatMoney({ amountMinor: outcome.refund, currency: outcome.currency }, { locale: 'en' });
  return `Cancelled by ${who}; refund of ${amount} ${outcome.refundStatus === 'failed' ? 'failed and will be retried by staff' : 'issued'}`;
}

/** The booker hears of the refund actually made, in the booking's language. */
async function emailCancellation(tx: TenantTx, tenantId: string, done: BookingRow, refund: number, refundStatus: RefundStatus): Promise<void> {
  const agency = await getAgency(tx, tenantId);
  if (!agency) return;
  const s = snapshotOf(done);
  const email = await bookingCancellationEmail(
    agency.agency,
    s.leadGuest.email,
    {
      name: s.leadGuest.firstName,
      reference: done.reference,
      title: done.title,
      refund: { amount: refund, currency: done.currency },
      refundStatus,
      language: s.language ?? agency.agency.defaultLanguage,
      nothingCharged: nothingCharged(done),
    },
    await bookerLink(tx, tenantId, done, s.origin),
  );
  await enqueueEmail(tx, tenantId, email);
}
