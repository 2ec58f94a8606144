import type { FastifyInstance } from 'fastify';
import { enqueueEmail, getAgency, updateBooking, type BookingRow, type SessionWithUser } from '@tripfront/db';
import { bookingActorOf, formatMoney } from '@tripfront/domain';
import { bookingMessages } from '@tripfront/domain/booking/products';
import { bookingCancellationEmail } from '../lib/emails.ts';
import { HttpError } from '../lib/http-errors.ts';
import type { PaymentGateways } from '../lib/payments/index.ts';
import { answerOf, bookingError, type Answer } from './errors.ts';
import { detailsAnswer } from './checkout.ts';
import type { BookingAdapters } from './product.ts';
import { adapterFor, snapshotOf } from './present.ts';
import { refundOfBooking } from './refund.ts';
import { cancelCredits, CREDITS_GATEWAY } from './wallet.ts';
import { shareOfMinor } from '@tripfront/domain/wallet';

/** Who cancels, for the status history: the back-office cancels on behalf of the traveller (issue #16). */
export interface CancelOptions {
  onBehalfOfTraveller?: boolean;
}

/**
 * Cancels a confirmed booking of any product with its supplier and refunds what the refund rule
 * (domain/booking/refund.ts, decision 0084) gives for the booking's stored terms now: the amount
 * the booking answer's preview showed. A second cancel answers the cancelled booking.
 */
export async function cancelBooking(
  d: { app: FastifyInstance; adapters: BookingAdapters; gateways: PaymentGateways },
  tenantId: string,
  row: BookingRow,
  session: SessionWithUser,
  options: CancelOptions = {},
): Promise<Answer> {
  const { app, gateways } = d;
  const { db } = app.deps;
  if (row.status === 'cancelled') return { status: 200, body: { data: await detailsAnswer(d, tenantId, row, session) } };
  if (row.status !== 'confirmed' || !row.supplierReference) return answerOf(bookingError(409, 'Only confirmed bookings can be cancelled.', 'NOT_CANCELLABLE'));
  const adapter = adapterFor(d.adapters, row);
  const cancelled = await adapter.cancel(row.supplierReference);
  if (!cancelled.ok) {
    if (cancelled.error.code === 'not_cancellable') return answerOf(bookingError(409, 'This booking cannot be cancelled any more.', 'NOT_CANCELLABLE'));
    throw new HttpError(502, bookingMessages(adapter.product).cancelUnavailable);
  }
  // The refund rule on the booking's terms, now: whole minor units of the total (a flight fare refunds less its fee).
  const quote = refundOfBooking(row, new Date());
  const refund = quote.amountMinor;
  if (cancelled.value.refundShare > 0 !== refund > 0) {
    // The supplier's own refund to the agency disagrees with the rule the traveller was shown: for staff to reconcile.
    app.log.warn({ booking: row.reference, supplierShare: cancelled.value.refundShare, refund }, 'supplier refund differs from the refund rule');
  }
  // The card gets its share of what it paid; credits spent come back to the wallet below.
  const cardRefund = shareOfMinor(row.totalMinor - row.creditsMinor, quote.share);
  const gateway = await gateways.byName(tenantId, row.paymentGateway);
  let refundStatus: 'refunded' | 'not_refundable' | 'failed' = refund > 0 ? 'refunded' : 'not_refundable';
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
        app.log.error({ booking: row.reference, message: r.message }, 'refund failed');
      }
    }
  }
  if (row.paymentGateway === CREDITS_GATEWAY && refund > 0) paymentStatus = 'refunded';
  const who =
    session.user.userType === 'Traveller'
      ? 'the traveller'
      : `${session.user.userType} ${session.user.email}${options.onBehalfOfTraveller ? ' on behalf of the traveller' : ''}`;
  const amount = formatMoney({ amountMinor: refund, currency: row.currency }, { locale: 'en' });
  const note = `Cancelled by ${who}; ${refund > 0 ? `refund of ${amount} ${refundStatus === 'failed' ? 'failed and will be retried by staff' : 'issued'}` : `no refund under the ${adapter.product === 'hotel' ? 'rate' : 'booking'} policy`}`;
  const updated = await db.withTenant(tenantId, async (tx) => {
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
    // The booker hears of the refund actually made, in the booking's language.
    const agency = done ? await getAgency(tx, tenantId) : null;
    if (done && agency) {
      const s = snapshotOf(done);
      const email = bookingCancellationEmail(
        agency.agency,
        s.leadGuest.email,
        {
          reference: done.reference,
          title: done.title,
          refund: { amount: refund, currency: done.currency },
          refundStatus,
          language: s.language ?? agency.agency.defaultLanguage,
        },
        `${s.origin}/mytrip/mytrips`,
      );
      await enqueueEmail(tx, tenantId, email);
    }
    return done;
  });
  app.log.info({ booking: row.reference, refund, refundStatus }, 'booking cancelled');
  return { status: 200, body: { data: await detailsAnswer(d, tenantId, updated ?? row, session) } };
}
