import type { FastifyBaseLogger } from 'fastify';
import { enqueueEmail, findBookingById, getAgency, updateBooking, type BookingRow, type Database } from '@tripfront/db';
import { SYSTEM_ACTORS, type BookingActor } from '@tripfront/domain/audit';
import { AUTHENTICATION_TIMED_OUT, bookingMessages } from '@tripfront/domain/booking/products';
import { recipientLanguage } from '@tripfront/domain/email-language';
import type { Config } from '../config.ts';
import { bookingConfirmationEmail } from '../lib/emails.ts';
import type { PaymentGateways } from '../lib/payments/index.ts';
import type { AppMetrics } from '../lib/metrics.ts';
import type { BookingAdapters } from './product.ts';
import { adapterFor, productOf, snapshotOf, storedOf, withoutInput } from './present.ts';
import { bookerLink } from './booker-link.ts';
import { paidWithoutCard } from './no-card.ts';
import { earnCredits, returnCredits } from './wallet.ts';
import { linkSearchToBooking } from './search-link.ts';
import { markProposalItemBooked } from './proposal-hold.ts';

// The booking state machine after the traveller paid, shared by the request that books and by
// recovery. Order: booking written as pending → payment authorised → supplier books → booking
// confirmed (with its email, in the same transaction) → payment captured. A step that fails
// undoes the ones before it (void the authorisation, release the hold); a step whose outcome is
// unknown leaves the booking pending for recovery, which asks the supplier by our client reference.
// The same for every product: the product's adapter (product.ts) is the only part that speaks to
// its supplier. Each step takes its actor for the status history: the person whose request it is,
// or booking recovery (decision 0082).

export { AUTHENTICATION_TIMED_OUT };

export interface FlowDeps {
  db: Database;
  adapters: BookingAdapters;
  /**
   * The adapters a booking's supplier steps go through: the agency's, with recovery asking the
   * account the booking was made with (lib/agency-suppliers.ts); `adapters` when not given.
   */
  agencyAdapters?: (tenantId: string, supplierAccountId: string | null) => Promise<BookingAdapters>;
  gateways: PaymentGateways;
  config: Config;
  log: FastifyBaseLogger;
  /** Each booking's outcome counted, when metrics are on (decision 0081). */
  metrics?: Pick<AppMetrics, 'booking'> | null;
}

export type BookingFlow = ReturnType<typeof createBookingFlow>;

// eslint-disable-next-line max-lines-per-function -- its steps (fail, capture, confirm, complete, recover) are named functions sharing the flow's dependencies
export function createBookingFlow({ db, adapters, agencyAdapters, gateways, config, log, metrics }: FlowDeps) {
  /** The adapter of a booking's product, on the agency's suppliers. */
  const adapterOfRow = async (row: BookingRow) => adapterFor(agencyAdapters ? await agencyAdapters(row.tenantId, row.supplierAccountId) : adapters, row);
  const reload = async (tenantId: string, id: string): Promise<BookingRow> => {
    const row = await db.withTenant(tenantId, (tx) => findBookingById(tx, tenantId, id));
    if (!row) throw new Error(`booking ${id} vanished`);
    return row;
  };

  /** Ends a pending booking as failed: voids an authorisation, releases the hold. */
  async function fail(tenantId: string, row: BookingRow, actor: BookingActor, reason: string, paymentStatus?: 'declined' | 'failed'): Promise<BookingRow> {
    let payment = paymentStatus ?? row.paymentStatus;
    if (row.paymentReference && (row.paymentStatus === 'authorized' || row.paymentStatus === 'requires_action')) {
      const voided = await (await gateways.byName(tenantId, row.paymentGateway))?.void(row.paymentReference, `void-${row.id}`);
      if (voided?.ok) payment = 'voided';
      // An authorisation that cannot be voided lapses on its own (card networks release it within days).
      else log.error({ booking: row.reference, message: voided?.message }, 'payment void failed');
    }
    if (paidWithoutCard(row.paymentGateway)) payment = 'voided';
    await (await adapterOfRow(row)).releaseHold(row.holdId);
    const updated = await db.withTenant(tenantId, async (tx) => {
      const failed = await updateBooking(
        tx,
        tenantId,
        row.id,
        ['pending'],
        {
          status: 'failed',
          paymentStatus: payment,
          failureReason: reason,
          leaseUntil: null,
          ...('input' in row.details ? { details: withoutInput(row.details) } : {}),
        },
        reason,
        actor,
      );
      // Credits spent on it come back with the failure (issue #16).
      if (failed) await returnCredits(tx, tenantId, failed);
      return failed;
    });
    log.info({ booking: row.reference, reason }, 'booking failed');
    if (updated) metrics?.booking(productOf(row), paymentStatus === 'declined' ? 'declined' : 'failed');
    return updated ?? reload(tenantId, row.id);
  }

  /** Captures the payment of a confirmed booking; a failure leaves it authorised for recovery to retry. */
  async function capture(tenantId: string, row: BookingRow, actor: BookingActor): Promise<BookingRow> {
    if (row.status === 'confirmed' && row.paymentStatus === 'authorized' && paidWithoutCard(row.paymentGateway)) {
      // Paid entirely with credits, debited when the booking was written, or nothing charged: nothing to take from a card.
      const paid = await db.withTenant(tenantId, (tx) =>
        updateBooking(tx, tenantId, row.id, ['confirmed'], { paymentStatus: 'captured', leaseUntil: null }, '', actor),
      );
      return paid ?? row;
    }
    if (row.status !== 'confirmed' || row.paymentStatus !== 'authorized' || !row.paymentReference) return row;
    const captured = await (await gateways.byName(tenantId, row.paymentGateway))?.capture(row.paymentReference, `capture-${row.id}`);
    if (!captured?.ok) {
      log.error({ booking: row.reference, message: captured?.message }, 'payment capture failed; recovery will retry');
      return row;
    }
    const updated = await db.withTenant(tenantId, (tx) =>
      updateBooking(tx, tenantId, row.id, ['confirmed'], { paymentStatus: 'captured', leaseUntil: null }, 'Payment captured', actor),
    );
    return updated ?? row;
  }

  /** Records the supplier's confirmation and queues the confirmation email, in one transaction; then captures. */
  async function confirm(
    tenantId: string,
    row: BookingRow,
    actor: BookingActor,
    supplierReference: string,
    stored?: Record<string, unknown>,
  ): Promise<BookingRow> {
    const s = snapshotOf(row);
    const adapter = await adapterOfRow(row);
    // What the supplier said of its booking (a record locator) joins the product's part; the input it needed goes.
    const details = stored || 'input' in row.details ? { ...withoutInput(row.details), ...stored } : undefined;
    const confirmed = await db.withTenant(tenantId, async (tx) => {
      const updated = await updateBooking(
        tx,
        tenantId,
        row.id,
        ['pending'],
        { status: 'confirmed', supplierReference, confirmedAt: new Date(), ...(details ? { details } : {}) },
        bookingMessages(productOf(row)).confirmedBy(supplierReference),
        actor,
      );
      const agency = updated ? await getAgency(tx, tenantId) : null;
      if (updated && agency) {
        const email = await bookingConfirmationEmail(
          agency.agency,
          s.leadGuest.email,
          {
            name: s.leadGuest.firstName,
            reference: row.reference,
            facts: adapter.confirmation(storedOf(updated)),
            dates: { startDate: row.checkin, endDate: row.checkout },
            total: { amount: row.totalMinor, currency: row.currency },
            terms: s.terms,
            // Chosen at checkout; a booking made before it was kept speaks the agency's default.
            language: s.language ?? agency.agency.defaultLanguage,
            specialRequests: row.specialRequests,
          },
          await bookerLink(tx, tenantId, row, s.origin),
        );
        // The voucher goes with it, made when the email is sent, in the email's language.
        const language = recipientLanguage(s.language ?? agency.agency.defaultLanguage, agency.agency.defaultLanguage);
        await enqueueEmail(tx, tenantId, { ...email, attachments: [{ kind: 'voucher', bookingId: row.id, language }] });
      }
      // The reward of a confirmed booking (issue #16), with the confirmation or not at all.
      if (updated) await earnCredits(tx, tenantId, updated, log);
      // The Command Center's conversion: the search this booking came from led to it (issue #16).
      if (updated) await linkSearchToBooking(tx, tenantId, updated, log);
      // A proposal's item booked: the item and its proposal say so (decision 0118).
      if (updated) await markProposalItemBooked(tx, tenantId, updated, log);
      return updated;
    });
    log.info({ booking: row.reference, supplierReference }, 'booking confirmed');
    if (confirmed) metrics?.booking(productOf(row), 'confirmed');
    return capture(tenantId, confirmed ?? (await reload(tenantId, row.id)), actor);
  }

  /** Test switch: die the way a killed process does, after the supplier confirmed and before we recorded it. */
  function crashNow(row: BookingRow): never {
    log.fatal({ booking: row.reference }, 'BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM: exiting before the booking is recorded');
    process.kill(process.pid, 'SIGKILL');
    throw new Error('unreachable');
  }

  /** After the payment is authorised: book with the supplier, then confirm or fail. */
  async function complete(tenantId: string, row: BookingRow, actor: BookingActor): Promise<BookingRow> {
    const { leadGuest, input } = snapshotOf(row);
    const adapter = await adapterOfRow(row);
    const booked = await adapter.book({
      holdId: row.holdId,
      clientReference: row.clientReference,
      leadGuest: {
        firstName: leadGuest.firstName,
        lastName: leadGuest.lastName,
        email: leadGuest.email,
        ...(leadGuest.phone ? { phone: leadGuest.phone } : {}),
      },
      input: input ?? {},
    });
    if (booked.ok && config.BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM) crashNow(row);
    if (booked.ok) return confirm(tenantId, row, actor, booked.value.supplierReference, booked.value.stored);
    const known = booked.error.code !== undefined;
    if (!known) {
      // A timeout or outage: the supplier may have booked. Ask; if it cannot say, recovery will.
      const found = await adapter.bookingByClientReference(row.clientReference);
      if (!found.ok) {
        log.warn({ booking: row.reference, supplierError: booked.error }, 'supplier outcome unknown; left pending for recovery');
        metrics?.booking(productOf(row), 'pending');
        return row;
      }
      if (found.value?.status === 'confirmed') return confirm(tenantId, row, actor, found.value.supplierReference, found.value.stored);
    }
    return fail(tenantId, row, actor, bookingMessages(productOf(row)).supplierRejected);
  }

  /**
   * Finishes a booking whose request died or stalled (its lease ran out). The hold is released
   * before the last question to the supplier, so a late request can no longer book it behind
   * recovery's back.
   */
  async function recover(tenantId: string, row: BookingRow, now = new Date()): Promise<BookingRow> {
    const actor = SYSTEM_ACTORS.recovery;
    if (row.status === 'confirmed') return capture(tenantId, row, actor);
    if (row.status !== 'pending') return row;
    if (row.paymentStatus === 'requires_action') {
      if (Date.parse(snapshotOf(row).holdExpiresAt) > now.getTime()) return row; // the traveller may still authenticate
      return fail(tenantId, row, actor, AUTHENTICATION_TIMED_OUT);
    }
    const adapter = await adapterOfRow(row);
    const first = await adapter.bookingByClientReference(row.clientReference);
    if (!first.ok) return row;
    if (first.value?.status === 'confirmed') return confirm(tenantId, row, actor, first.value.supplierReference, first.value.stored);
    await adapter.releaseHold(row.holdId);
    const second = await adapter.bookingByClientReference(row.clientReference);
    if (!second.ok) return row;
    if (second.value?.status === 'confirmed') return confirm(tenantId, row, actor, second.value.supplierReference, second.value.stored);
    return fail(tenantId, row, actor, bookingMessages(productOf(row)).notConfirmedInTime);
  }

  return { complete, confirm, capture, fail, recover, reload };
}
